import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import {
  API,
  createTestClock,
  freshEmail,
  freshIp,
  get,
  outboxFor,
  post,
  signIn,
  tokenFromOutbox,
  errorOf,
} from './security-helpers';
import { verifiedAccount } from './builders/applicant';

const NEW_PASSWORD = 'Modra8Reka?';
const RESET_PAGE = '/usermessages/forgotpassword';
const HOUR_MS = 60 * 60_000;

describe('forgot and reset password', () => {
  const time = createTestClock();
  const app = useTestApp({ clock: time.clock });

  it('when a reset is asked for a known and an unknown address, then both answers are the same', async () => {
    const applicant = await verifiedAccount(app);
    const unknown = freshEmail();
    const resetJobs = async () => {
      const { rows } = await app.database.db.execute<{ size: number }>(
        sql`select count(*)::int as size from pgboss.job where name = 'security.password-reset-mail.v2'`,
      );
      return Number(rows[0]?.size);
    };
    const jobsBefore = await resetJobs();
    const known = await post(app, '/security/action/noauth/resetpsw', {
      email: applicant.email,
      language: 'en',
    });
    const other = await post(app, '/security/action/noauth/resetpsw', {
      email: unknown,
      language: 'en',
    });
    expect([known.statusCode, other.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(other.body);
    // The same headers too (decision 164), but for the ones that differ on every answer.
    const headersOf = (response: typeof known) => {
      const { date: _date, 'x-request-id': _id, ...rest } = response.headers;
      return rest;
    };
    expect(headersOf(other)).toEqual(headersOf(known));
    // Each request only queued the job that looks the address up: one job of the same kind each,
    // and neither names the address, which waits sealed beside it (decision 275).
    expect(await resetJobs()).toBe(jobsBefore + 2);
    const { rows } = await app.database.db.execute<{ size: number }>(
      sql`select count(*)::int as size from pgboss.job
          where data::text like ${`%${applicant.email}%`} or data::text like ${`%${unknown}%`}`,
    );
    expect(rows[0]?.size).toBe(0);
    const [mail] = await outboxFor(app, applicant.email);
    expect(mail?.subject).toBe('Set a new password');
    expect(mail?.text).toMatch(/\/onboarding\/#\/usermessages\/forgotpassword\?token=\S+/);
    expect(await outboxFor(app, unknown)).toEqual([]);
  });

  it('when the link is used with a valid new password, then it works, every session ends and the new password signs in', async () => {
    const applicant = await verifiedAccount(app);
    const secondSid = await signIn(app, applicant);
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'sl' });
    const token = await tokenFromOutbox(app, applicant.email, RESET_PAGE);
    const response = await post(app, '/security/action/noauth/resetpswfinish', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    for (const sid of [applicant.sid, secondSid]) {
      expect((await get(app, '/security/action/whoami', { sid })).statusCode).toBe(401);
    }
    const oldPassword = await post(app, '/security/action/auth/login', {
      username: applicant.email,
      password: applicant.password,
      credentialsType: 'PASSWORD',
    });
    expect(oldPassword.statusCode).toBe(401);
    time.advance(16 * 60_000);
    await signIn(app, { ...applicant, password: NEW_PASSWORD });
    const [changed] = await outboxFor(app, applicant.email);
    expect(changed?.subject).toBe('Your password was changed');
    const audit = await app.database.db.execute<{ action: string }>(
      sql`select action from audit_events where action = 'password.reset'`,
    );
    expect(audit.rows.length).toBeGreaterThan(0);
  });

  it('when the reset link is used a second time, then 400 TOKEN_USED', async () => {
    const applicant = await verifiedAccount(app);
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'en' });
    const token = await tokenFromOutbox(app, applicant.email, RESET_PAGE);
    const body = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await post(app, '/security/action/noauth/resetpswfinish', body)).statusCode).toBe(200);
    const replay = await post(app, '/security/action/noauth/resetpswfinish', {
      ...body,
      password: 'Tretje7Geslo',
      confirmPassword: 'Tretje7Geslo',
    });
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay).mainError.code).toBe('TOKEN_USED');
  });

  it('when an older link is used after the password changed, then it is spent', async () => {
    const applicant = await verifiedAccount(app);
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'en' });
    const older = await tokenFromOutbox(app, applicant.email, RESET_PAGE);
    time.advance(5000);
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'en' });
    const newer = await tokenFromOutbox(app, applicant.email, RESET_PAGE);
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    time.advance(5000);
    expect(
      (await post(app, '/security/action/noauth/resetpswfinish', { token: newer, ...body }))
        .statusCode,
    ).toBe(200);
    const stale = await post(app, '/security/action/noauth/resetpswfinish', {
      token: older,
      ...body,
    });
    expect(errorOf(stale).mainError.code).toBe('TOKEN_USED');
  });

  it('when the two passwords differ, then confirmPassword is marked and nothing changes', async () => {
    const applicant = await verifiedAccount(app);
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'en' });
    const token = await tokenFromOutbox(app, applicant.email, RESET_PAGE);
    const response = await post(app, '/security/action/noauth/resetpswfinish', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([
      { field: 'confirmPassword', code: 'validation.password.mismatch' },
    ]);
    expect((await get(app, '/security/action/whoami', { sid: applicant.sid })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['contains the name', 'Novak2026!', 'validation.password.containsName'],
    ['is too short', 'a1b2c3', 'validation.password.tooShort'],
    ['has no digit', 'OnlyLetters!', 'validation.password.noDigit'],
    ['is common', 'password123', 'validation.password.common'],
  ])('when the new password %s, then it is refused with %s', async (_case, password, code) => {
    const applicant = await verifiedAccount(app);
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'en' });
    const token = await tokenFromOutbox(app, applicant.email, RESET_PAGE);
    const response = await post(app, '/security/action/noauth/resetpswfinish', {
      token,
      password,
      confirmPassword: password,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual([{ field: 'password', code }]);
  });

  it('when a blocked account resets its password, then it can sign in again', async () => {
    const applicant = await verifiedAccount(app);
    for (let index = 0; index < 5; index += 1) {
      await post(app, '/security/action/auth/login', {
        username: applicant.email,
        password: 'Wrong1password',
        credentialsType: 'PASSWORD',
      });
    }
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'en' });
    const token = await tokenFromOutbox(app, applicant.email, RESET_PAGE);
    await post(app, '/security/action/noauth/resetpswfinish', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    await signIn(app, { ...applicant, password: NEW_PASSWORD });
  });

  it('when the reset link is opened after an hour, then 400 TOKEN_EXPIRED (4) and the password stays', async () => {
    const applicant = await verifiedAccount(app);
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'en' });
    const token = await tokenFromOutbox(app, applicant.email, RESET_PAGE);
    const [mail] = await outboxFor(app, applicant.email);
    expect(mail?.text).toContain('within 1 hour');
    time.advance(HOUR_MS + 1000);
    const late = await post(app, '/security/action/noauth/resetpswfinish', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).mainError).toEqual({ code: 'TOKEN_EXPIRED', message: '4' });
    time.advance(16 * 60_000);
    await signIn(app, applicant);
  });

  it('when the reset link is opened within the hour, then it works', async () => {
    const applicant = await verifiedAccount(app);
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'en' });
    const token = await tokenFromOutbox(app, applicant.email, RESET_PAGE);
    time.advance(HOUR_MS - 60_000);
    const response = await post(app, '/security/action/noauth/resetpswfinish', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('when the body has no language, then the mail is in the language of the header, else the variant’s', async () => {
    const first = await verifiedAccount(app);
    const second = await verifiedAccount(app);
    const withHeader = await app.inject({
      method: 'POST',
      url: `${API}/security/action/noauth/resetpsw`,
      payload: { email: first.email },
      headers: { language: 'sl' },
      remoteAddress: freshIp(),
    });
    expect(withHeader.statusCode, withHeader.body).toBe(200);
    const withNothing = await post(app, '/security/action/noauth/resetpsw', {
      email: second.email,
    });
    expect(withNothing.statusCode, withNothing.body).toBe(200);
    const [slovenian] = await outboxFor(app, first.email);
    expect(slovenian?.subject).toBe('Nastavite novo geslo');
    // The test server runs the si variant: Slovenian is its default (decision 166).
    const [fallback] = await outboxFor(app, second.email);
    expect(fallback?.subject).toBe('Nastavite novo geslo');
  });

  it('when the header names a language outside the variant and the body none, then the variant’s default', async () => {
    const applicant = await verifiedAccount(app);
    const response = await app.inject({
      method: 'POST',
      url: `${API}/security/action/noauth/resetpsw`,
      payload: { email: applicant.email },
      headers: { language: 'de' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await outboxFor(app, applicant.email);
    expect(mail?.subject).toBe('Nastavite novo geslo');
  });

  it('when the header says en and the body none, then the mail is in English', async () => {
    const applicant = await verifiedAccount(app);
    await app.inject({
      method: 'POST',
      url: `${API}/security/action/noauth/resetpsw`,
      payload: { email: applicant.email },
      headers: { language: 'en' },
      remoteAddress: freshIp(),
    });
    const [mail] = await outboxFor(app, applicant.email);
    expect(mail?.subject).toBe('Set a new password');
  });

  it('when one address asks for more than 3 resets in an hour, then 429 with Retry-After', async () => {
    const email = freshEmail();
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push(
        (
          await post(
            app,
            '/security/action/noauth/resetpsw',
            { email, language: 'en' },
            { ip: freshIp() },
          )
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
