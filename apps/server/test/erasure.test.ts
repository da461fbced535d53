import { randomUUID } from 'node:crypto';
import { DURATIONS_MS } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { putProspectInState } from './prospect-helpers';
import {
  type Applicant,
  createTestClock,
  errorOf,
  freshEmail,
  get,
  outboxFor,
  post,
  tokenFromOutbox,
} from './security-helpers';
import { applicantAt } from './builders/applicant';

const time = createTestClock(new Date());

async function count(app: FastifyInstance, table: string, where: string, value: string) {
  const result = await app.database.executeSql(
    `select count(*)::int as n from ${table} where ${where} = $1`,
    [value],
  );
  return Number(result.rows[0]?.n);
}

async function userIdOf(app: FastifyInstance, email: string): Promise<string> {
  const result = await app.database.executeSql('select id from users where email = $1', [email]);
  const id = result.rows[0]?.id;
  if (typeof id !== 'string') throw new Error(`no account ${email}`);
  return id;
}

async function storedDocument(app: FastifyInstance, prospectId: string): Promise<string> {
  const id = randomUUID();
  const key = `documents/${prospectId}/${id}`;
  await app.infra.storage.put(key, new TextEncoder().encode(`bytes of ${id}`));
  await app.database.executeSql(
    `insert into documents (id, prospect_id, document_type, side, state, storage_key, media_type, size, name, uploaded_via)
     values ($1, $2, 'ID', 'FRONT', 'CONFIRMED', $3, 'image/jpeg', 10, 'front.jpg', 'DESKTOP')`,
    [id, prospectId, key],
  );
  return key;
}

const requestErasure = (app: FastifyInstance, prospectId: string, sid: string) =>
  post(app, `/onboarding/prospects/${prospectId}/erasure`, {}, { sid });

const confirm = (app: FastifyInstance, token: string) =>
  post(app, '/processes/noauth/erasure/confirm', { token });

const login = (app: FastifyInstance, applicant: Pick<Applicant, 'email' | 'password'>) =>
  post(app, '/security/action/auth/login', {
    username: applicant.email,
    password: applicant.password,
    credentialsType: 'PASSWORD',
  });

/** Request, then the link of the e-mail. */
async function requestedLink(
  app: FastifyInstance,
  applicant: Applicant & { prospectId: string; sid: string },
): Promise<string> {
  const response = await requestErasure(app, applicant.prospectId, applicant.sid);
  expect(response.statusCode, response.body).toBe(202);
  return tokenFromOutbox(app, applicant.email, '/erasure/confirm');
}

describe('erasure on request (decision 152)', () => {
  const app = useTestApp({ clock: time.clock });

  it('erases an applicant who never became a customer: a second login finds no account', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const key = await storedDocument(app, applicant.prospectId);
    const userId = await userIdOf(app, applicant.email);

    expect(
      (
        await get(app, `/onboarding/prospects/${applicant.prospectId}/erasure`, {
          sid: applicant.sid,
        })
      ).json(),
    ).toEqual({ status: 'NONE' });
    const requested = await requestErasure(app, applicant.prospectId, applicant.sid);
    expect(requested.statusCode, requested.body).toBe(202);
    const [local, domain] = applicant.email.split('@');
    expect(requested.json()).toEqual({
      status: 'CONFIRMATION_SENT',
      email: `${local?.slice(0, 1)}***@${domain}`,
    });
    expect(
      (
        await get(app, `/onboarding/prospects/${applicant.prospectId}/erasure`, {
          sid: applicant.sid,
        })
      ).json(),
    ).toEqual({ status: 'CONFIRMATION_SENT', email: `${local?.slice(0, 1)}***@${domain}` });
    const mail = (await outboxFor(app, applicant.email)).find((message) =>
      message.text.includes('/erasure/confirm?token='),
    );
    expect(mail?.subject).toBe('Confirm that your data should be erased');
    const token = await tokenFromOutbox(app, applicant.email, '/erasure/confirm');

    const bad = await confirm(app, `${token.slice(0, -4)}AAAA`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).mainError.code).toBe('ERASURE_LINK_INVALID');

    const confirmed = await confirm(app, token);
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect(confirmed.json()).toEqual({ status: 'SCHEDULED' });
    // Every session ended at once.
    const afterConfirm = await get(app, `/onboarding/prospects/${applicant.prospectId}/erasure`, {
      sid: applicant.sid,
    });
    expect(afterConfirm.statusCode).toBe(401);
    // A second click before the job ran: the same answer, no second job.
    expect((await confirm(app, token)).json()).toEqual({ status: 'SCHEDULED' });

    await app.jobs.drain();

    expect(await count(app, 'users', 'id', userId)).toBe(0);
    expect(await count(app, 'prospects', 'id', applicant.prospectId)).toBe(0);
    expect(await count(app, 'documents', 'prospect_id', applicant.prospectId)).toBe(0);
    expect(await count(app, 'outbox_messages', 'recipient', applicant.email)).toBe(0);
    expect(await app.infra.storage.get(key)).toBeNull();
    const secondLogin = await login(app, applicant);
    const unknownLogin = await login(app, {
      email: freshEmail('nobody'),
      password: applicant.password,
    });
    expect(secondLogin.statusCode).toBe(401);
    expect(errorOf(secondLogin).mainError.code).toBe('LOGIN_INVALID');
    expect(secondLogin.json()).toEqual(unknownLogin.json());

    const completed = await app.database.executeSql(
      `select details::text as details from audit_events where subject_id = $1 and action = 'erasure.completed'`,
      [userId],
    );
    expect(completed.rows).toHaveLength(1);
    const details = JSON.parse(String(completed.rows[0]?.details)) as Record<string, unknown>;
    expect(details).toEqual({
      casesDeleted: 1,
      casesRetained: 0,
      storageObjects: 1,
      workingRows: 0,
      account: 'DELETED',
    });
    expect(String(completed.rows[0]?.details)).not.toContain(applicant.email.split('@')[0]);
    // The trail of the request stays, without its personal data.
    const trail = await app.database.executeSql(
      `select action, ip from audit_events where subject_id = $1 and action like 'erasure.%'`,
      [applicant.prospectId],
    );
    expect(trail.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['erasure.requested', 'erasure.confirmed']),
    );
    for (const row of trail.rows) expect(row.ip).toBeNull();

    // The used link: refused.
    const used = await confirm(app, token);
    expect(used.statusCode).toBe(410);
    expect(errorOf(used).mainError.code).toBe('ERASURE_LINK_EXPIRED');
  });

  it("refuses, and audits, a request for another applicant's case", async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const refused = await requestErasure(app, owner.prospectId, other.sid);
    expect(refused.statusCode).toBe(404);
    const status = await get(app, `/onboarding/prospects/${owner.prospectId}/erasure`, {
      sid: other.sid,
    });
    expect(status.statusCode).toBe(404);
    const audit = await app.database.executeSql(
      `select actor_id, details from audit_events where subject_id = $1 and action = 'erasure.requested'`,
      [owner.prospectId],
    );
    expect(audit.rows).toEqual([
      { actor_id: await userIdOf(app, other.email), details: { outcome: 'REFUSED', status: 404 } },
    ]);
    expect(await count(app, 'erasure_requests', 'prospect_id', owner.prospectId)).toBe(0);
    const anonymous = await post(app, `/onboarding/prospects/${owner.prospectId}/erasure`, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('when the case id in the path holds a NUL byte, then 400 before the route reads it', async () => {
    // PostgreSQL's text cannot hold U+0000: such a path is refused before any route or record
    // (decision 274), so there is no case to look up and no refusal to audit.
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const refused = await requestErasure(app, '%F0%96%8D%B2%00x', applicant.sid);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorOf(refused).fieldErrors).toEqual([
      { field: 'path', code: 'validation.text.unreadable' },
    ]);
    const audit = await app.database.executeSql(
      `select subject_id from audit_events where actor_id = $1 and action = 'erasure.requested'`,
      [await userIdOf(app, applicant.email)],
    );
    expect(audit.rows).toEqual([]);
  });

  it("keeps a customer's AML evidence and makes the sign-in unusable", async () => {
    const customer = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const key = await storedDocument(app, customer.prospectId);
    await app.database.executeSql(
      `insert into prospect_info_drafts (prospect_id, sealed_sections) values ($1, 'sealed')`,
      [customer.prospectId],
    );
    await putProspectInState(app, customer.prospectId, 'PROSPECT_VERIFIED', 'PRODUCT_ACTIVE');
    const userId = await userIdOf(app, customer.email);

    const token = await requestedLink(app, customer);
    expect((await confirm(app, token)).statusCode).toBe(202);
    await app.jobs.drain();

    expect(await count(app, 'prospects', 'id', customer.prospectId)).toBe(1);
    expect(await count(app, 'documents', 'prospect_id', customer.prospectId)).toBe(1);
    expect(await app.infra.storage.get(key)).not.toBeNull();
    expect(await count(app, 'prospect_info_drafts', 'prospect_id', customer.prospectId)).toBe(0);
    expect(await count(app, 'users', 'email', customer.email)).toBe(0);
    const account = await app.database.executeSql(
      'select email, full_name, phone_e164, password_hash from users where id = $1',
      [userId],
    );
    expect(account.rows).toEqual([
      {
        email: `erased-${userId}@erased.invalid`,
        full_name: '',
        phone_e164: null,
        password_hash: null,
      },
    ]);
    const secondLogin = await login(app, customer);
    expect(secondLogin.statusCode).toBe(401);
    expect(errorOf(secondLogin).mainError.code).toBe('LOGIN_INVALID');
    const request = await app.database.executeSql(
      'select status from erasure_requests where user_id = $1',
      [userId],
    );
    expect(request.rows).toEqual([{ status: 'DONE' }]);
    const completed = await app.database.executeSql(
      `select details from audit_events where subject_id = $1 and action = 'erasure.completed'`,
      [userId],
    );
    expect(completed.rows[0]?.details).toMatchObject({
      casesDeleted: 0,
      casesRetained: 1,
      account: 'MADE_UNUSABLE',
    });
    expect((await confirm(app, token)).statusCode).toBe(410);
  });

  it('when two requests arrive at once, then both are answered and one request stands', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const userId = await userIdOf(app, applicant.email);
    const answers = await Promise.all([
      requestErasure(app, applicant.prospectId, applicant.sid),
      requestErasure(app, applicant.prospectId, applicant.sid),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect(await count(app, 'erasure_requests', 'user_id', userId)).toBe(1);
  });

  it('refuses a link older than 24 hours and a link replaced by a newer request', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const first = await requestedLink(app, applicant);
    const second = await requestErasure(app, applicant.prospectId, applicant.sid);
    expect(second.statusCode).toBe(202);
    const replaced = await confirm(app, first);
    expect(replaced.statusCode).toBe(410);

    const links = (await outboxFor(app, applicant.email))
      .map((message) => /\/erasure\/confirm\?token=(\S+)/.exec(message.text)?.[1])
      .filter((token): token is string => token !== undefined)
      .map((token) => decodeURIComponent(token));
    const newest = links.find((token) => token !== first);
    if (newest === undefined) throw new Error('no second link');
    time.advance(DURATIONS_MS.day + DURATIONS_MS.minute);
    const expired = await confirm(app, newest);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).mainError.code).toBe('ERASURE_LINK_EXPIRED');
    expect(await count(app, 'prospects', 'id', applicant.prospectId)).toBe(1);
  });
});
