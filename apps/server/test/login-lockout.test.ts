import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from './build-test-app';
import {
  type Applicant,
  createTestClock,
  errorOf,
  freshEmail,
  freshIp,
  outboxFor,
  post,
  signIn,
  tokenFromOutbox,
} from './security-helpers';
import { verifiedAccount } from './builders/applicant';

// Decision 160: the sign-in block is temporary and grows, the owner is told by
// e-mail, a reset lifts it at once, and one source cannot lock many accounts.

const MINUTE_MS = 60_000;
const NEW_PASSWORD = 'Modra8Reka?';

function loginBody(email: string, password: string) {
  return { username: email, password, credentialsType: 'PASSWORD' };
}

/** Five wrong passwords, each from its own address (a spread attack); the statuses. */
async function failFiveTimes(app: Parameters<typeof post>[0], email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const response = await post(app, '/security/action/auth/login', loginBody(email, 'Wrong1pw'));
    statuses.push(response.statusCode);
  }
  return statuses;
}

async function rightPassword(app: Parameters<typeof post>[0], applicant: Applicant) {
  return post(app, '/security/action/auth/login', loginBody(applicant.email, applicant.password));
}

describe('the sign-in block', () => {
  const time = createTestClock();
  const app = useTestApp({ clock: time.clock });

  it('when five passwords in a row are wrong, then sign-in is blocked for 15 minutes, then open again', async () => {
    const applicant = await verifiedAccount(app);
    expect(await failFiveTimes(app, applicant.email)).toEqual([401, 401, 401, 401, 423]);
    time.advance(14 * MINUTE_MS);
    const blocked = await rightPassword(app, applicant);
    expect(blocked.statusCode).toBe(423);
    expect(errorOf(blocked).mainError.code).toBe('SEC_BUS_LOG_ROT_AMR');
    expect(blocked.headers['retry-after']).toBe('60');
    time.advance(MINUTE_MS + 1000);
    expect((await rightPassword(app, applicant)).statusCode).toBe(200);
  });

  it('when the account is blocked again before a successful sign-in, then each block lasts longer', async () => {
    const applicant = await verifiedAccount(app);
    await failFiveTimes(app, applicant.email);
    time.advance(16 * MINUTE_MS);
    // The first block is over: five new failures start the second one, of an hour.
    expect(await failFiveTimes(app, applicant.email)).toEqual([401, 401, 401, 401, 423]);
    time.advance(59 * MINUTE_MS);
    expect((await rightPassword(app, applicant)).statusCode).toBe(423);
    time.advance(2 * MINUTE_MS);
    await failFiveTimes(app, applicant.email);
    // The third, of four hours.
    time.advance(3 * 60 * MINUTE_MS + 59 * MINUTE_MS);
    const third = await rightPassword(app, applicant);
    expect(third.statusCode).toBe(423);
    expect(third.headers['retry-after']).toBe('60');
    time.advance(2 * MINUTE_MS);
    // A successful sign-in starts the count and the growth again.
    await signIn(app, applicant);
    await failFiveTimes(app, applicant.email);
    time.advance(16 * MINUTE_MS);
    expect((await rightPassword(app, applicant)).statusCode).toBe(200);
  });

  it('when an account is blocked, then its owner gets one e-mail saying so, with how long and the reset page', async () => {
    const applicant = await verifiedAccount(app);
    await failFiveTimes(app, applicant.email);
    // Later refusals while blocked send nothing more.
    await rightPassword(app, applicant);
    const mails = (await outboxFor(app, applicant.email)).filter(
      (mail) => mail.subject === 'Sign-in to your account is blocked',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('15 minutes');
    expect(mails[0]?.text).toMatch(/\/onboarding\/#\/usermessages\/forgotpassword\s/);
    const audit = await app.database.db.execute<{ action: string }>(
      sql`select action from audit_events where subject_id = (select id::text from users where email = ${applicant.email}) order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toContain('login.blocked');
    expect(audit.rows.map((row) => row.action)).toContain('login.blocked_notice_sent');
  });

  it('when 10 wrong passwords arrive at once, then four are counted as wrong, one block starts and one e-mail goes', async () => {
    const applicant = await verifiedAccount(app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(app, '/security/action/auth/login', loginBody(applicant.email, 'Wrong1pw')),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423, 423, 423, 423, 423]);
    const mails = (await outboxFor(app, applicant.email)).filter(
      (mail) => mail.subject === 'Sign-in to your account is blocked',
    );
    expect(mails).toHaveLength(1);
    const guard = await app.database.db.execute<{ lockouts: number }>(
      sql`select lockouts from login_guards where username = ${applicant.email}`,
    );
    expect(guard.rows[0]?.lockouts).toBe(1);
  });

  it('when an unknown address is blocked, then it answers the same and no e-mail goes anywhere', async () => {
    const email = freshEmail();
    expect(await failFiveTimes(app, email)).toEqual([401, 401, 401, 401, 423]);
    expect(await outboxFor(app, email)).toEqual([]);
  });

  it('when an address has been quiet for a day after its block, then housekeeping forgets it', async () => {
    const quiet = freshEmail();
    const recent = freshEmail();
    await failFiveTimes(app, quiet);
    time.advance(16 * MINUTE_MS + 24 * 60 * MINUTE_MS);
    await failFiveTimes(app, recent);
    const swept = await app.services.accounts.sweepExpired(time.clock());
    expect(swept.loginGuards).toBeGreaterThanOrEqual(1);
    const left = await app.database.db.execute<{ username: string }>(
      sql`select username from login_guards where username in (${quiet}, ${recent})`,
    );
    expect(left.rows.map((row) => row.username)).toEqual([recent]);
  });

  it('when the owner completes a password reset, then the block is lifted at once', async () => {
    const applicant = await verifiedAccount(app);
    await failFiveTimes(app, applicant.email);
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'en' });
    const token = await tokenFromOutbox(app, applicant.email, '/usermessages/forgotpassword');
    const finish = await post(app, '/security/action/noauth/resetpswfinish', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(finish.statusCode).toBe(200);
    await signIn(app, { ...applicant, password: NEW_PASSWORD });
  });
});

describe('failed sign-ins per source', () => {
  const time = createTestClock();
  const app = useTestApp({ clock: time.clock });

  it('when one source has failed 10 times in an hour, then it gets 429 before any hashing and its failures lock no account', async () => {
    const ip = freshIp();
    const first = await verifiedAccount(app);
    const second = await verifiedAccount(app);
    const third = await verifiedAccount(app);
    const statuses: number[] = [];
    for (const applicant of [first, second, third]) {
      for (let index = 0; index < 5; index += 1) {
        const body = loginBody(applicant.email, 'Wrong1pw');
        statuses.push((await post(app, '/security/action/auth/login', body, { ip })).statusCode);
      }
      // Spread over the hour, so no per-account limit of 15 minutes is reached.
      time.advance(10 * MINUTE_MS);
    }
    // Two accounts locked by 10 failures; the third only refused.
    expect(statuses).toEqual([
      ...[401, 401, 401, 401, 423],
      ...[401, 401, 401, 401, 423],
      ...[429, 429, 429, 429, 429],
    ]);
    const hasher = vi.spyOn(app.infra.passwordHasher, 'verify');
    const refused = await post(
      app,
      '/security/action/auth/login',
      loginBody(third.email, 'Wrong1pw'),
      {
        ip,
      },
    );
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).mainError.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(hasher).not.toHaveBeenCalled();
    // The third account was never counted: from elsewhere it signs in at once.
    expect((await rightPassword(app, third)).statusCode).toBe(200);
    // After the hour the source may try again.
    time.advance(31 * MINUTE_MS);
    const later = await post(
      app,
      '/security/action/auth/login',
      loginBody(freshEmail(), 'Wrong1pw'),
      {
        ip,
      },
    );
    expect(later.statusCode).toBe(401);
  });

  it('when failures from one source are spread over a day, then at most 30 count', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let hour = 0; hour < 4; hour += 1) {
      for (let index = 0; index < 10; index += 1) {
        const body = loginBody(freshEmail(), 'Wrong1pw');
        statuses.push((await post(app, '/security/action/auth/login', body, { ip })).statusCode);
      }
      time.advance(61 * MINUTE_MS);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
  });
});
