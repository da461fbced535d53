import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SmsPort } from '../src/infra/sms/sms-port';
import { useTestApp } from './build-test-app';
import { verifiedAccount } from './builders/applicant';
import {
  cookieOf,
  freshEmail,
  latestSmsCode,
  outboxFor,
  post,
  registerApplicant,
  signIn,
  tokenFromOutbox,
} from './security-helpers';

// Decision 275: a job's payload names its applicant by identifiers only; what a message needs
// (address, name, number, code, ip, user agent) waits sealed in a pending message that goes when
// it is sent, and erasure deletes the applicant's finished jobs too. pg-boss keeps its tables in
// the `pgboss` schema on PostgreSQL and on PGlite alike.

/** A name no other applicant of the run has, made of letters as the sign-up's rule wants. */
function uniqueName(): string {
  const letters = Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  return `Tea Q${letters}`;
}

/** The job rows (live and archived) whose text holds one of `needles`. */
async function jobRowsHolding(app: FastifyInstance, needles: readonly string[]) {
  const { rows } = await app.database.executeSql(
    `select name, state, data::text as data from (
       select name, state::text, data from pgboss.job
       union all select name, state::text, data from pgboss.archive
     ) jobs
     where exists (select 1 from unnest($1::text[]) needle where jobs.data::text ilike '%' || needle || '%')`,
    [needles],
  );
  return rows;
}

/** Every table of the app's and pg-boss's schemas whose rows' text holds one of `needles`. */
async function tablesHolding(app: FastifyInstance, needles: readonly string[]) {
  const { rows: tables } = await app.database.executeSql(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
    [],
  );
  const found: string[] = [];
  for (const table of tables) {
    const qualified = `"${String(table.schema)}"."${String(table.name)}"`;
    const { rows } = await app.database.executeSql(
      `select count(*)::int as n from ${qualified} t
       where exists (select 1 from unnest($1::text[]) needle where t::text ilike '%' || needle || '%')`,
      [needles],
    );
    if (Number(rows[0]?.n) > 0) found.push(qualified);
  }
  return found;
}

describe('job payloads and erasure (decision 275)', () => {
  const app = useTestApp();

  it('when an applicant signs up, gets mails and a sign-in code and is erased, then no table holds their e-mail, name or phone', async () => {
    // The sign-up's verification e-mail.
    const applicant = await registerApplicant(app, {
      email: freshEmail('payloads'),
      fullName: uniqueName(),
    });
    const { uid, email, fullName } = applicant;
    const subscriber = applicant.phone.slice(-6);
    const pii = [email, fullName, applicant.phone, `041 ${subscriber}`, `41${subscriber}`];
    const token = await tokenFromOutbox(app, email, '/usermessages/emailvalidated');
    const validated = await post(app, '/security/action/registrationvalidate', { token });
    expect(validated.statusCode, validated.body).toBe(200);
    const firstSid = cookieOf(validated, 'sid');

    // A call back to the applicant's own number: the e-mail names it.
    const left = await post(
      app,
      `/security/action/${uid}/logout`,
      { uid, eventType: 'CALL', call: { number: applicant.phone } },
      { sid: firstSid },
    );
    expect(left.statusCode, left.body).toBe(200);
    // A password reset, and the sign-in code by SMS (a job too).
    await post(app, '/security/action/noauth/resetpsw', { email, language: 'en' });
    const sid = await signIn(app, applicant);
    const mails = await outboxFor(app, email);
    expect(mails.map((mail) => mail.subject).length).toBeGreaterThanOrEqual(3);
    expect((await outboxFor(app, applicant.phone)).filter((m) => m.channel === 'sms')).toHaveLength(
      1,
    );

    // Sent, and the job tables never held what the messages said.
    expect(await jobRowsHolding(app, pii)).toEqual([]);
    const pending = await app.database.executeSql(
      `select count(*)::int as n from pending_messages where uid = $1 or user_id = (select id from users where email = $2)`,
      [uid, email],
    );
    expect(pending.rows[0]?.n).toBe(0);

    const user = await app.database.executeSql('select id from users where email = $1', [email]);
    const userId = String(user.rows[0]?.id);
    const prospect = await app.database.executeSql('select id from prospects where user_id = $1', [
      userId,
    ]);
    const prospectId = String(prospect.rows[0]?.id);
    expect(await jobRowsHolding(app, [userId, prospectId, uid])).not.toEqual([]);

    // The erasure: asked for, confirmed by the e-mail's link, done by its job.
    const requested = await post(app, `/onboarding/prospects/${prospectId}/erasure`, {}, { sid });
    expect(requested.statusCode, requested.body).toBe(202);
    const link = await tokenFromOutbox(app, email, '/erasure/confirm');
    const confirmed = await post(app, '/processes/noauth/erasure/confirm', { token: link });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    await app.jobs.drain();

    // Only the erasure's own job may still name the applicant's ids: no other job row does.
    const left_ = await jobRowsHolding(app, [userId, prospectId, uid]);
    expect(left_.map((row) => row.name)).toEqual([]);
    // Nothing of the applicant anywhere: a never-customer keeps no AML evidence.
    expect(await tablesHolding(app, pii)).toEqual([]);
  });

  it("when the password is right, then the code's SMS is a job of that request's transaction, naming ids only", async () => {
    const applicant = await verifiedAccount(app);
    const user = await app.database.executeSql('select id from users where email = $1', [
      applicant.email,
    ]);
    const userId = String(user.rows[0]?.id);
    const login = await post(app, '/security/action/auth/login', {
      username: applicant.email,
      password: applicant.password,
      credentialsType: 'PASSWORD',
    });
    expect(login.statusCode, login.body).toBe(200);

    // Committed with the code's HMAC: the job is there when the answer is.
    const { rows } = await app.database.executeSql(
      `select id, data from pgboss.job where name = 'security.login-code-sms.v1' and data->>'userId' = $1`,
      [userId],
    );
    expect(rows).toHaveLength(1);
    const job = rows[0] as { id: string; data: Record<string, unknown> };
    expect(Object.keys(job.data).sort()).toEqual(['codeId', 'messageId', 'userId']);
    const code = await app.database.executeSql(
      `select id from otp_codes where user_id = $1 and consumed_at is null and voided_at is null`,
      [userId],
    );
    expect(job.data.codeId).toBe(code.rows[0]?.id);

    // Sent once, under the job's effect key; the payload never held the number or the digits.
    const otp = await latestSmsCode(app, applicant.phone);
    expect(JSON.stringify(job.data)).not.toContain(otp);
    expect(JSON.stringify(job.data)).not.toContain(applicant.phone.slice(-6));
    const delivered = await app.database.executeSql(
      'select channel from message_deliveries where effect_key = $1',
      [`security.login-code-sms.v1:${job.id}`],
    );
    expect(delivered.rows).toEqual([{ channel: 'sms' }]);
    const pending = await app.database.executeSql(
      'select count(*)::int as n from pending_messages where id = $1',
      [job.data.messageId],
    );
    expect(pending.rows[0]?.n).toBe(0);
    const verified = await post(app, '/security/action/loginotp', { uid: applicant.uid, otp });
    expect(verified.statusCode, verified.body).toBe(200);
  });
});

describe('a sign-in code whose SMS cannot be sent (decision 275)', () => {
  const gatewayDown: SmsPort = {
    transport: 'gateway',
    isTransactional: false,
    send: () => Promise.reject(new Error('the SMS gateway is down')),
  };
  const app = useTestApp({
    sms: gatewayDown,
    jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
  });

  it('when every try of the job fails, then the answer was 200, the code is voided and its pending message gone', async () => {
    const applicant = await verifiedAccount(app);
    const login = await post(app, '/security/action/auth/login', {
      username: applicant.email,
      password: applicant.password,
      credentialsType: 'PASSWORD',
    });
    // The request only stored the code and queued its SMS: the gateway is the job's concern.
    expect(login.statusCode, login.body).toBe(200);
    const codes = () =>
      app.database.executeSql(
        `select c.voided_at is not null as voided from otp_codes c
         join users u on u.id = c.user_id where u.email = $1`,
        [applicant.email],
      );
    expect((await codes()).rows).toEqual([{ voided: false }]);
    // After its last try, as the request did when the gateway refused it: no resend held back.
    await expect
      .poll(async () => (await codes()).rows, { timeout: 30_000, interval: 250 })
      .toEqual([{ voided: true }]);
    const pending = await app.database.executeSql(
      `select count(*)::int as n from pending_messages p
       join users u on u.id = p.user_id where u.email = $1`,
      [applicant.email],
    );
    expect(pending.rows[0]?.n).toBe(0);
  }, 40_000);
});
