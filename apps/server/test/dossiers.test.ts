import { eq } from 'drizzle-orm';
import { isValidIBAN } from 'ibantools';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOSSIER_PHASES, type TLongProcess, type TUserStatusResponse } from '@onboarding/domain';
import { SYSTEM_CONTEXT } from '../src/infra/audit/audit-log';
import { contractSets, dossiers, longProcesses } from '../src/composition/schema';
import { buildTestApp, useTestApp } from './build-test-app';
import { auditOf } from './consents-helpers';
import { putProspectInState } from './prospect-helpers';
import { errorOf } from './security-helpers';
import { asApplicant } from './video-helpers';
import { applicantAt } from './builders/applicant';

// The long process after the video identification (decision 140): the dossier run, its phases
// for the long-wait screen, the account it opens, and the run started again after a failure.

const app = useTestApp();

/** An applicant just approved by the operator: the approval's hook, in its own transaction. */
async function identifiedApplicant(productType = 'CURRENTACCOUNT') {
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', { productType });
  await putProspectInState(
    app,
    applicant.prospectId,
    'PROSPECT_VERIFIED',
    'PRODUCT_EMPLOYMENT_UPLOADED',
  );
  await app.database.db.transaction((tx) =>
    app.services.dossiers.startAfterIdentification(
      tx,
      { prospectId: applicant.prospectId, process: productType as 'CURRENTACCOUNT' },
      SYSTEM_CONTEXT,
    ),
  );
  return applicant;
}

async function runOf(applicant: { sid: string; prospectId: string }) {
  const response = await asApplicant(app, applicant.sid, 'POST', '/processes/longprocesses', {
    prospectId: applicant.prospectId,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TLongProcess>();
}

async function longTimeStateOf(applicant: { sid: string; uid: string }) {
  const status = await asApplicant(
    app,
    applicant.sid,
    'GET',
    `/onboarding/prospects/status?uid=${applicant.uid}`,
  );
  return status.json<TUserStatusResponse>().processes[0]?.longTimeServiceState;
}

describe('dossier run', () => {
  it('goes GETTING_DOCUMENTS → CREATING_DOSSIER → END, opens one account and one dossier', async () => {
    const applicant = await identifiedApplicant();
    const started = await runOf(applicant);
    expect(started).toMatchObject({
      prospectId: applicant.prospectId,
      currentProcess: 'CURRENTACCOUNT',
      contentInfoKey: 'dossier',
      errorCode: null,
    });
    // The workers run in the test app too: the run may already be further along.
    expect(DOSSIER_PHASES).toContain(started.state);
    expect(DOSSIER_PHASES).toContain(await longTimeStateOf(applicant));

    await app.jobs.drain();
    const read = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/processes/longprocesses/${started.id}`,
    );
    expect(read.json<TLongProcess>()).toMatchObject({ state: 'END', tokenId: `${started.id}:1` });
    expect(await longTimeStateOf(applicant)).toBe('END');

    const account = await app.services.bankAccounts.accountOf(applicant.prospectId);
    // Numbered under the development sort code 99000 (decision 140).
    expect(account?.iban).toMatch(/^SI\d{2}99000\d{10}$/);
    expect(isValidIBAN(account?.iban ?? '')).toBe(true);
    const [dossier] = await app.database.db
      .select()
      .from(dossiers)
      .where(eq(dossiers.prospectId, applicant.prospectId));
    expect(dossier?.manifest).toMatchObject({
      prospectId: applicant.prospectId,
      process: 'CURRENTACCOUNT',
      iban: account?.iban,
    });
    expect(dossier?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await auditOf(app, applicant.prospectId, 'dossier.created')).toHaveLength(1);
    // The contracts to sign are ready, in the language the applicant registered in (en here).
    const sets = await app.database.db
      .select({ language: contractSets.language })
      .from(contractSets)
      .where(eq(contractSets.prospectId, applicant.prospectId));
    expect(sets).toEqual([{ language: 'en' }]);

    // A second delivery of the same job (a retry, a resumed server) changes nothing.
    await app.database.db.transaction((tx) =>
      app.services.dossiers.startAfterIdentification(
        tx,
        { prospectId: applicant.prospectId, process: 'CURRENTACCOUNT' },
        SYSTEM_CONTEXT,
      ),
    );
    await app.jobs.drain();
    expect((await app.services.bankAccounts.accountOf(applicant.prospectId))?.iban).toBe(
      account?.iban,
    );
    expect(await auditOf(app, applicant.prospectId, 'dossier.created')).toHaveLength(1);
  });

  it('a loan starts no dossier run at the identification (its own steps come first)', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
      productType: 'PERSONALLOAN',
    });
    await app.database.db.transaction((tx) =>
      app.services.dossiers.startAfterIdentification(
        tx,
        { prospectId: applicant.prospectId, process: 'PERSONALLOAN' },
        SYSTEM_CONTEXT,
      ),
    );
    const response = await asApplicant(app, applicant.sid, 'POST', '/processes/longprocesses', {
      prospectId: applicant.prospectId,
    });
    expect(response.statusCode).toBe(404);
  });

  it('a failed run is started again by createdossier and ends', async () => {
    const applicant = await identifiedApplicant();
    const run = await runOf(applicant);
    await app.jobs.drain();
    await app.database.db
      .update(longProcesses)
      .set({ phase: 'ERROR', errorCode: 'DOSSIER_FAILED' })
      .where(eq(longProcesses.id, run.id));

    const restarted = await asApplicant(app, applicant.sid, 'POST', '/processes/createdossier', {
      prospectId: applicant.prospectId,
    });
    expect(restarted.statusCode).toBe(200);
    expect(restarted.json<TLongProcess>()).toMatchObject({
      tokenId: `${run.id}:2`,
      errorCode: null,
    });
    expect(DOSSIER_PHASES).toContain(restarted.json<TLongProcess>().state);
    await app.jobs.drain();
    expect((await runOf(applicant)).state).toBe('END');
    // Ended: asking again restarts nothing.
    const again = await asApplicant(app, applicant.sid, 'POST', '/processes/createdossier', {
      prospectId: applicant.prospectId,
    });
    expect(again.json<TLongProcess>()).toMatchObject({ state: 'END', tokenId: `${run.id}:2` });
  });

  it('outside production, createdossiertest starts a failed run again as createdossier does', async () => {
    const applicant = await identifiedApplicant();
    const run = await runOf(applicant);
    await app.jobs.drain();
    await app.database.db
      .update(longProcesses)
      .set({ phase: 'ERROR', errorCode: 'DOSSIER_FAILED' })
      .where(eq(longProcesses.id, run.id));

    const restarted = await asApplicant(
      app,
      applicant.sid,
      'POST',
      '/processes/createdossiertest',
      {
        prospectId: applicant.prospectId,
      },
    );
    expect(restarted.statusCode).toBe(200);
    expect(restarted.headers['cache-control']).toContain('no-store');
    expect(restarted.json<TLongProcess>()).toMatchObject({
      tokenId: `${run.id}:2`,
      errorCode: null,
    });
    await app.jobs.drain();
    expect((await runOf(applicant)).state).toBe('END');
    const bad = await asApplicant(app, applicant.sid, 'POST', '/processes/createdossiertest', {
      prospectId: 'not-a-uuid',
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/services/slo/processes/createdossiertest',
      payload: { prospectId: applicant.prospectId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("another applicant's run or prospect is unknown; bad ids and bodies are 400 or 404", async () => {
    const owner = await identifiedApplicant();
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const run = await runOf(owner);
    const foreign = await asApplicant(app, other.sid, 'GET', `/processes/longprocesses/${run.id}`);
    expect(foreign.statusCode).toBe(404);
    const foreignPost = await asApplicant(app, other.sid, 'POST', '/processes/createdossier', {
      prospectId: owner.prospectId,
    });
    expect(foreignPost.statusCode).toBe(404);
    const foreignTest = await asApplicant(app, other.sid, 'POST', '/processes/createdossiertest', {
      prospectId: owner.prospectId,
    });
    expect(foreignTest.statusCode).toBe(404);
    const made = await asApplicant(app, owner.sid, 'GET', '/processes/longprocesses/not-a-uuid');
    expect(made.statusCode).toBe(404);
    const bad = await asApplicant(app, owner.sid, 'POST', '/processes/longprocesses', {
      prospectId: owner.prospectId,
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).mainError.code).toBeTruthy();
    const anonymous = await app.inject({
      method: 'GET',
      url: `/services/slo/processes/longprocesses/${run.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('createdossiertest in production', () => {
  let production: FastifyInstance;
  beforeAll(async () => {
    production = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await production.close();
  });

  it('does not exist (404), while createdossier does (it asks for a session)', async () => {
    const post = (path: string) =>
      production.inject({
        method: 'POST',
        url: `/services/slo${path}`,
        payload: { prospectId: '4f1c2a9e-3b7d-4d55-9a61-0c6e2f1b8a10' },
      });
    const test = await post('/processes/createdossiertest');
    expect(test.statusCode).toBe(404);
    expect(errorOf(test).mainError.code).toBe('NOT_FOUND');
    expect((await post('/processes/createdossier')).statusCode).toBe(401);
  });
});
