import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ZLongProcess,
  ZRunningLongProcess,
  type LongProcessContentKey,
  type LongWaitPhase,
} from '@onboarding/domain';
import { dossiers, longProcesses } from '../src/composition/schema';
import { useTestApp } from './build-test-app';
import { auditOf, enterPersonalData, personalDataSections } from './consents-helpers';
import { signedInStaff } from './fixtures/staff';
import { putProspectInState } from './prospect-helpers';
import { errorOf } from './security-helpers';
import { asApplicant, asStaff } from './video-helpers';
import { applicantAt } from './builders/applicant';

// Decision 147: a supervisor lists the background runs that have not ended and cancels one;
// the run's job stops at its next phase and the applicant's screen reads CANCELLED.

const app = useTestApp();

/** An applicant with a run of `kind` in `phase` whose job has not been enqueued. */
async function applicantWithRun(
  kind: LongProcessContentKey = 'risk',
  phase: LongWaitPhase = 'EVALUATING_RISK',
) {
  const productType = kind === 'risk' ? 'PERSONALLOAN' : 'CURRENTACCOUNT';
  const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', { productType });
  await enterPersonalData(app, applicant, personalDataSections());
  await putProspectInState(app, applicant.prospectId, 'PROSPECT_VERIFIED', 'PRODUCT_RISK_UPLOADED');
  const run = await app.database.db.transaction((tx) =>
    app.services.dossiers.startRun(tx, {
      prospectId: applicant.prospectId,
      kind,
      process: productType,
      phase,
    }),
  );
  return { ...applicant, runId: run.id, run: run.run };
}

async function phaseOf(runId: string) {
  const [row] = await app.database.db
    .select({ phase: longProcesses.phase, errorCode: longProcesses.errorCode })
    .from(longProcesses)
    .where(eq(longProcesses.id, runId));
  return row;
}

const cancel = (
  cookie: string,
  runId: string,
  body: unknown = { reason: 'Applicant asked by phone' },
) => asStaff(app, cookie, 'POST', `/longprocesses/${runId}/cancel`, body);

describe('supervisor: background processes', () => {
  it('lists the runs that have not ended, with the applicant and phase', async () => {
    const { cookie } = await signedInStaff(app, { role: 'SUPERVISOR' });
    const running = await applicantWithRun();
    const ended = await applicantWithRun('risk', 'END');
    const response = await asStaff(app, cookie, 'GET', '/longprocesses/running');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = ZRunningLongProcess.array().parse(response.json());
    const mine = list.find((item) => item.id === running.runId);
    expect(mine).toMatchObject({
      prospectId: running.prospectId,
      process: 'PERSONALLOAN',
      kind: 'risk',
      phase: 'EVALUATING_RISK',
    });
    expect(mine?.applicantName).not.toBe('');
    expect(list.some((item) => item.id === ended.runId)).toBe(false);
  });

  it('cancels a run: CANCELLED, audited with the reason, gone from the list, the applicant reads it', async () => {
    const { cookie, staff } = await signedInStaff(app, { role: 'SUPERVISOR' });
    const applicant = await applicantWithRun();
    const response = await cancel(cookie, applicant.runId);
    expect(response.statusCode).toBe(200);
    expect(ZLongProcess.parse(response.json())).toMatchObject({
      id: applicant.runId,
      state: 'CANCELLED',
    });
    expect(await phaseOf(applicant.runId)).toMatchObject({ phase: 'CANCELLED' });
    const [audit] = await auditOf(app, applicant.prospectId, 'longprocess.cancelled');
    expect(audit).toMatchObject({ actorType: 'operator', actorId: staff.id });
    expect(audit?.details).toMatchObject({
      longProcessId: applicant.runId,
      reason: 'Applicant asked by phone',
      phaseBefore: 'EVALUATING_RISK',
    });
    const list = ZRunningLongProcess.array().parse(
      (await asStaff(app, cookie, 'GET', '/longprocesses/running')).json(),
    );
    expect(list.some((item) => item.id === applicant.runId)).toBe(false);
    const read = await asApplicant(
      app,
      applicant.sid,
      'GET',
      `/processes/longprocesses/${applicant.runId}`,
    );
    expect(ZLongProcess.parse(read.json()).state).toBe('CANCELLED');
  });

  it('stops the job of a cancelled run: no account, no dossier, the phase stays', async () => {
    const { cookie } = await signedInStaff(app, { role: 'SUPERVISOR' });
    const applicant = await applicantWithRun('dossier', 'GETTING_DOCUMENTS');
    expect((await cancel(cookie, applicant.runId)).statusCode).toBe(200);
    // The job's delivery after the cancel (it was queued, or a worker picks it up late).
    await app.services.dossiers.build(
      { longProcessId: applicant.runId, run: applicant.run },
      { queue: 'dossiers.build', jobId: 'test', effectKey: 'test', retryCount: 0 },
    );
    expect(await phaseOf(applicant.runId)).toMatchObject({ phase: 'CANCELLED' });
    expect(await app.services.bankAccounts.accountOf(applicant.prospectId)).toBeNull();
    const dossier = await app.database.db
      .select()
      .from(dossiers)
      .where(eq(dossiers.prospectId, applicant.prospectId));
    expect(dossier).toHaveLength(0);
  });

  it('answers 409 for a run cancelled already or ended, 404 for an unknown one', async () => {
    const { cookie } = await signedInStaff(app, { role: 'SUPERVISOR' });
    const applicant = await applicantWithRun();
    expect((await cancel(cookie, applicant.runId)).statusCode).toBe(200);
    const twice = await cancel(cookie, applicant.runId);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).mainError.code).toBeTruthy();
    expect(await auditOf(app, applicant.prospectId, 'longprocess.cancelled')).toHaveLength(1);

    const ended = await applicantWithRun('risk', 'END');
    expect((await cancel(cookie, ended.runId)).statusCode).toBe(409);
    expect(await phaseOf(ended.runId)).toMatchObject({ phase: 'END' });

    const unknown = await cancel(cookie, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a plain operator (403), an applicant (401) and a bad reason (400)', async () => {
    const operator = await signedInStaff(app, { role: 'OPERATOR' });
    const supervisor = await signedInStaff(app, { role: 'SUPERVISOR' });
    const applicant = await applicantWithRun();

    const byOperator = await cancel(operator.cookie, applicant.runId);
    expect(byOperator.statusCode).toBe(403);
    expect(errorOf(byOperator).mainError.code).toBe('FORBIDDEN');
    expect((await asStaff(app, operator.cookie, 'GET', '/longprocesses/running')).statusCode).toBe(
      403,
    );
    const byApplicant = await app.inject({
      method: 'POST',
      url: `/services/operator/longprocesses/${applicant.runId}/cancel`,
      cookies: { sid: applicant.sid },
      payload: { reason: 'not staff at all' },
    });
    expect(byApplicant.statusCode).toBe(401);

    for (const body of [{ reason: 'no' }, { reason: 'fine reason', extra: true }, {}]) {
      const bad = await cancel(supervisor.cookie, applicant.runId, body);
      expect(bad.statusCode).toBe(400);
    }
    const badId = await cancel(supervisor.cookie, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(await phaseOf(applicant.runId)).toMatchObject({ phase: 'EVALUATING_RISK' });
    expect(await auditOf(app, applicant.prospectId, 'longprocess.cancelled')).toHaveLength(0);
  });
});
