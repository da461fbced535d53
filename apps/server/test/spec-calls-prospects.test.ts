import { randomUUID } from 'node:crypto';
import { EXAMPLE_PERSONAL_DATA_SECTIONS } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { applicantOnPersonalData, exampleBody } from './personal-data-helpers';
import { errorOf, get, post, signIn, callAs as call } from './security-helpers';
import { applicantAt } from './builders/applicant';

// Decisions 181–182: `GET, PUT, POST, DELETE onboarding/prospects/{id}`.

async function rowCount(app: FastifyInstance, sql: string, value: string): Promise<number> {
  const result = await app.database.executeSql(sql, [value]);
  return Number(result.rows[0]?.n);
}

const prospectCount = (app: FastifyInstance, id: string) =>
  rowCount(app, 'select count(*)::int as n from prospects where id = $1', id);

const stateOf = async (app: FastifyInstance, id: string) =>
  (await app.database.executeSql('select state from prospects where id = $1', [id])).rows[0]?.state;

describe('onboarding/prospects/{id} (decisions 181–182)', () => {
  const app = useTestApp();

  it('when the owner reads the prospect, then it answers it with its product; anyone else gets 404', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');

    const own = await get(app, `/onboarding/prospects/${owner.prospectId}`, { sid: owner.sid });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      prospectId: owner.prospectId,
      processName: 'CURRENTACCOUNT',
      prospectState: 'PROSPECT_EMAIL_CHECKED',
      infoStored: false,
      product: { productId: owner.productId, productState: 'PRODUCT_NEW' },
    });
    expect(own.headers['cache-control']).toBe('private, no-store');

    for (const id of [other.prospectId, randomUUID(), 'not-an-id']) {
      const refused = await get(app, `/onboarding/prospects/${id}`, { sid: owner.sid });
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).mainError.code).toBe('NOT_FOUND');
    }
    expect((await get(app, `/onboarding/prospects/${owner.prospectId}`)).statusCode).toBe(401);
  });

  it('when the owner PUTs the whole body, then it is stored as by PATCH info; another’s id changes nothing', async () => {
    const owner = await applicantOnPersonalData(app);
    const other = await applicantOnPersonalData(app);

    const refused = await call(
      app,
      'PUT',
      `/onboarding/prospects/${other.prospectId}`,
      owner.sid,
      exampleBody(owner.uid),
    );
    expect(refused.statusCode).toBe(404);
    expect(await stateOf(app, other.prospectId)).toBe('PROSPECT_IDS_UPLOADED');

    const stored = await call(
      app,
      'PUT',
      `/onboarding/prospects/${owner.prospectId}`,
      owner.sid,
      exampleBody(owner.uid),
    );
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toEqual({
      prospectState: 'PROSPECT_INFO_UPLOADED',
      productState: 'PRODUCT_EMPLOYMENT_UPLOADED',
    });
    const read = await get(app, `/onboarding/prospects/${owner.prospectId}`, { sid: owner.sid });
    expect(read.json()).toMatchObject({
      infoStored: true,
      prospectState: 'PROSPECT_INFO_UPLOADED',
    });
  });

  it('when the owner POSTs sections, then they are merged into the saved ones; another’s id is 404', async () => {
    const owner = await applicantOnPersonalData(app);
    const other = await applicantOnPersonalData(app);
    const update = { personalData: EXAMPLE_PERSONAL_DATA_SECTIONS.personalData };

    const refused = await call(
      app,
      'POST',
      `/onboarding/prospects/${other.prospectId}`,
      owner.sid,
      update,
    );
    expect(refused.statusCode).toBe(404);

    const saved = await call(
      app,
      'POST',
      `/onboarding/prospects/${owner.prospectId}`,
      owner.sid,
      update,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = await get(app, `/onboarding/prospects/${owner.prospectId}/info/partialsave`, {
      sid: owner.sid,
    });
    expect(draft.json()).toEqual(saved.json());
    expect(saved.json<{ sections: object }>().sections).toHaveProperty('personalData');
  });
});

describe('DELETE onboarding/prospects/{id}: the applicant withdraws (decision 182)', () => {
  const app = useTestApp();

  it('when another applicant’s id is given, then it is 404 and their case is untouched', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const refused = await call(
      app,
      'DELETE',
      `/onboarding/prospects/${other.prospectId}`,
      owner.sid,
    );
    expect(refused.statusCode).toBe(404);
    await app.jobs.drain();
    expect(await prospectCount(app, other.prospectId)).toBe(1);
    const stillIn = await get(app, '/security/action/whoami', { sid: other.sid });
    expect(stillIn.statusCode).toBe(200);
  });

  it('when the owner withdraws the only application, then it is audited, the session ends and the case and account are erased', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const withdrawn = await call(
      app,
      'DELETE',
      `/onboarding/prospects/${owner.prospectId}`,
      owner.sid,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(202);
    expect(withdrawn.json()).toEqual({ prospectId: owner.prospectId, status: 'WITHDRAWN' });
    expect(
      await rowCount(
        app,
        `select count(*)::int as n from audit_events where action = 'prospect.withdrawn' and subject_id = $1`,
        owner.prospectId,
      ),
    ).toBe(1);
    expect((await get(app, '/security/action/whoami', { sid: owner.sid })).statusCode).toBe(401);

    await app.jobs.drain();
    expect(await prospectCount(app, owner.prospectId)).toBe(0);
    expect(
      await rowCount(app, 'select count(*)::int as n from users where email = $1', owner.email),
    ).toBe(0);
    expect(
      await rowCount(
        app,
        `select count(*)::int as n from audit_events where action = 'withdrawal.completed' and subject_id = $1`,
        owner.prospectId,
      ),
    ).toBe(1);
  });

  it('when the owner has two applications, then withdrawing one keeps the other and the account', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const second = await post(
      app,
      '/onboarding/products/noauth',
      { uid: owner.uid, productType: 'PERSONALLOAN' },
      { sid: owner.sid },
    );
    expect(second.statusCode, second.body).toBe(200);

    const withdrawn = await call(
      app,
      'DELETE',
      `/onboarding/prospects/${owner.prospectId}`,
      owner.sid,
    );
    expect(withdrawn.statusCode).toBe(202);
    await app.jobs.drain();

    expect(await prospectCount(app, owner.prospectId)).toBe(0);
    const sid = await signIn(app, owner);
    const status = await get(app, `/onboarding/prospects/status?uid=${owner.uid}`, { sid });
    const processes = status.json<{ processes: { processName: string }[] }>().processes;
    expect(processes.map((process) => process.processName)).toEqual(['PERSONALLOAN']);
  });
});
