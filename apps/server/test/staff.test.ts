import { API_BASE_OPERATOR, ZErrorBody, ZStaffAccount, ZStaffLoginStep } from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from './build-test-app';
import {
  createStaff,
  STAFF_PASSWORD,
  signedInStaff,
  staffCookieHeader,
  staffCookieOf,
  totpNow,
} from './fixtures/staff';
import { API, createTestClock, freshIp } from './security-helpers';
import { verifiedAccount } from './builders/applicant';

const MINUTE_MS = 60_000;
const STEP_MS = 30_000;

function errorCode(response: LightMyRequestResponse): string {
  return ZErrorBody.parse(response.json()).mainError.code;
}

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  options: { cookie?: string; payload?: object; ip?: string } = {},
) {
  return app.inject({
    method,
    url: `${API_BASE_OPERATOR}${path}`,
    ...(options.payload === undefined ? {} : { payload: options.payload }),
    headers: options.cookie === undefined ? {} : { cookie: options.cookie },
    remoteAddress: options.ip ?? freshIp(),
  });
}

async function login(app: FastifyInstance, email: string, password = STAFF_PASSWORD) {
  const response = await call(app, 'POST', '/auth/login', { payload: { email, password } });
  const sessionId = staffCookieOf(response);
  return { response, cookie: sessionId === undefined ? undefined : staffCookieHeader(sessionId) };
}

async function pendingSignIn(app: FastifyInstance, email: string) {
  const { response, cookie } = await login(app, email);
  expect(response.statusCode, response.body).toBe(200);
  if (cookie === undefined) throw new Error('no pending session cookie');
  return { cookie, step: ZStaffLoginStep.parse(response.json()) };
}

function sendCode(app: FastifyInstance, cookie: string, code: string) {
  return call(app, 'POST', '/auth/totp', { cookie, payload: { code } });
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('staff sign-in with password and TOTP', () => {
  const time = createTestClock();
  const app = useTestApp({ clock: time.clock });

  it('when a new account gives its password, then the answer enrols TOTP with a URI and a QR code', async () => {
    const account = await createStaff(app);
    const { response, cookie } = await login(app, account.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const step = ZStaffLoginStep.parse(response.json());
    if (step.next !== 'TOTP_ENROLMENT') throw new Error('expected the enrolment');
    expect(step.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(step.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(step.otpauthUri).toContain(`secret=${step.secret}`);
    expect(step.otpauthUri).toContain('issuer=Onboarding%20Bank');
    expect(step.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // The cookie: HttpOnly, SameSite=Strict, for the whole site.
    const setCookie = response.cookies.find((entry) => entry.name === 'op_sid');
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie).toBeDefined();

    // The secret is sealed at rest, and a second sign-in before the first code shows the same one.
    const stored = await app.database.db.execute<{ totp_secret_sealed: string }>(
      sql`select totp_secret_sealed from staff_accounts where id = ${account.id}`,
    );
    expect(stored.rows[0]?.totp_secret_sealed).toBeTruthy();
    expect(stored.rows[0]?.totp_secret_sealed).not.toContain(step.secret);
    const again = await pendingSignIn(app, account.email);
    expect(again.step).toMatchObject({ next: 'TOTP_ENROLMENT', secret: step.secret });
  });

  it('when the first code is right, then the account is enrolled and later sign-ins only ask for the code', async () => {
    const account = await createStaff(app, { role: 'SUPERVISOR' });
    const first = await pendingSignIn(app, account.email);
    if (first.step.next !== 'TOTP_ENROLMENT') throw new Error('expected the enrolment');
    const confirmed = await sendCode(app, first.cookie, await totpNow(app, first.step.secret));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      id: account.id,
      email: account.email,
      fullName: account.fullName,
      role: 'SUPERVISOR',
      language: account.language,
    });

    time.advance(STEP_MS);
    const second = await pendingSignIn(app, account.email);
    expect(second.step).toEqual({ next: 'TOTP_REQUIRED' });
    const signedIn = await sendCode(app, second.cookie, await totpNow(app, first.step.secret));
    expect(signedIn.statusCode).toBe(200);
    // The signed-in session has a new id (rotation); the pending one ended.
    const sessionId = staffCookieOf(signedIn);
    expect(sessionId).toBeDefined();
    expect(staffCookieHeader(sessionId ?? '')).not.toBe(second.cookie);
    const whoami = await call(app, 'GET', '/auth/whoami', {
      cookie: staffCookieHeader(sessionId ?? ''),
    });
    expect(whoami.statusCode).toBe(200);
    expect((await call(app, 'GET', '/auth/whoami', { cookie: second.cookie })).statusCode).toBe(
      401,
    );
  });

  it('when a code is used a second time, then it is refused, and the next step is accepted', async () => {
    const { staff, totpSecret } = await signedInStaff(app);
    const usedCode = await totpNow(app, totpSecret);
    const pending = await pendingSignIn(app, staff.email);
    const replay = await sendCode(app, pending.cookie, usedCode);
    expect(replay.statusCode).toBe(400);
    expect(errorCode(replay)).toBe('STAFF_TOTP_WRONG');
    expect(staffCookieOf(replay)).toBeUndefined();

    time.advance(STEP_MS);
    const fresh = await sendCode(app, pending.cookie, await totpNow(app, totpSecret));
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('when a code of the previous step arrives, then it is still accepted (one step of tolerance)', async () => {
    const { staff, totpSecret } = await signedInStaff(app);
    time.advance(STEP_MS);
    const pending = await pendingSignIn(app, staff.email);
    const previous = await totpNow(app, totpSecret);
    time.advance(STEP_MS);
    expect((await sendCode(app, pending.cookie, previous)).statusCode).toBe(200);
  });

  it('when five wrong codes are given, then the pending session ends and even the right code is refused', async () => {
    const { staff, totpSecret } = await signedInStaff(app);
    time.advance(STEP_MS);
    const pending = await pendingSignIn(app, staff.email);
    const right = await totpNow(app, totpSecret);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await sendCode(app, pending.cookie, wrongCodeFor(right));
      expect(wrong.statusCode).toBe(400);
      expect(errorCode(wrong)).toBe('STAFF_TOTP_WRONG');
    }
    const fifth = await sendCode(app, pending.cookie, wrongCodeFor(right));
    expect(fifth.statusCode).toBe(401);
    expect(errorCode(fifth)).toBe('STAFF_TOTP_TOO_MANY');
    expect((await sendCode(app, pending.cookie, right)).statusCode).toBe(401);
    const audit = await app.database.db.execute<{ action: string }>(
      sql`select action from audit_events where subject_type = 'staff' and subject_id = ${staff.id}
          and action like 'staff.totp_%' order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'staff.totp_enrolled',
      ...Array<string>(4).fill('staff.totp_wrong'),
      'staff.totp_exhausted',
    ]);
  });

  it('when the session is pending, then it reaches nothing but auth/totp', async () => {
    const supervisor = await createStaff(app, { role: 'SUPERVISOR' });
    const { cookie } = await pendingSignIn(app, supervisor.email);
    expect((await call(app, 'GET', '/auth/whoami', { cookie })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/staff', { cookie })).statusCode).toBe(401);
    const create = await call(app, 'POST', '/staff', {
      cookie,
      payload: {
        email: 'x@bank.example',
        fullName: 'X Y',
        role: 'OPERATOR',
        password: STAFF_PASSWORD,
      },
    });
    expect(create.statusCode).toBe(401);
  });

  it('when the password is wrong or the address unknown, then one generic answer; five wrong lock the account', async () => {
    const account = await createStaff(app);
    const unknown = await login(app, 'nobody@bank.example');
    expect(unknown.response.statusCode).toBe(401);
    expect(errorCode(unknown.response)).toBe('STAFF_LOGIN_INVALID');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await login(app, account.email, 'Wrong-password-123');
      expect(wrong.response.statusCode).toBe(401);
      expect(errorCode(wrong.response)).toBe('STAFF_LOGIN_INVALID');
      expect(wrong.cookie).toBeUndefined();
    }
    const fifth = await login(app, account.email, 'Wrong-password-123');
    expect(fifth.response.statusCode).toBe(423);
    expect(errorCode(fifth.response)).toBe('STAFF_LOCKED');
    // Locked: even the right password waits.
    expect((await login(app, account.email)).response.statusCode).toBe(423);
    time.advance(16 * MINUTE_MS);
    expect((await login(app, account.email)).response.statusCode).toBe(200);
  });

  it('when the request is malformed, then 400 and nothing changes', async () => {
    const bad = await call(app, 'POST', '/auth/login', { payload: { email: 'not-an-address' } });
    expect(bad.statusCode).toBe(400);
    const account = await createStaff(app);
    const { cookie } = await pendingSignIn(app, account.email);
    const badCode = await call(app, 'POST', '/auth/totp', { cookie, payload: { code: '12ab56' } });
    expect(badCode.statusCode).toBe(400);
    const failures = await app.database.db.execute<{ totp_failures: number }>(
      sql`select totp_failures from staff_sessions where staff_id = ${account.id} and revoked_at is null`,
    );
    expect(failures.rows).toEqual([{ totp_failures: 0 }]);
  });

  it('when the staff member does nothing for 15 minutes, then the session has ended', async () => {
    const { cookie } = await signedInStaff(app);
    time.advance(14 * MINUTE_MS);
    expect((await call(app, 'GET', '/auth/whoami', { cookie })).statusCode).toBe(200);
    time.advance(15 * MINUTE_MS + 1000);
    expect((await call(app, 'GET', '/auth/whoami', { cookie })).statusCode).toBe(401);
  });

  it('when the staff member logs out, then the cookie is cleared and the session ends', async () => {
    const { cookie, staff } = await signedInStaff(app);
    const logout = await call(app, 'POST', '/auth/logout', { cookie });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((entry) => entry.name === 'op_sid');
    expect(cleared?.value).toBe('');
    expect((await call(app, 'GET', '/auth/whoami', { cookie })).statusCode).toBe(401);
    // Without a session, logging out still answers 200.
    expect((await call(app, 'POST', '/auth/logout')).statusCode).toBe(200);
    const audit = await app.database.db.execute<{ actor_id: string }>(
      sql`select actor_id from audit_events where action = 'staff.session_ended' and subject_id = ${staff.id}`,
    );
    expect(audit.rows).toEqual([{ actor_id: staff.id }]);
  });
});

describe('staff routes and applicant routes stay apart', () => {
  const app = useTestApp();

  it('when an applicant session calls a staff route, then 401', async () => {
    const applicant = await verifiedAccount(app);
    for (const path of ['/auth/whoami', '/staff']) {
      const response = await app.inject({
        method: 'GET',
        url: `${API_BASE_OPERATOR}${path}`,
        cookies: { sid: applicant.sid },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('when a staff session calls an applicant route, then 401', async () => {
    const { cookie } = await signedInStaff(app, { role: 'SUPERVISOR' });
    for (const path of ['/security/action/whoami', '/onboarding/documents']) {
      const response = await app.inject({
        method: 'GET',
        url: `${API}${path}`,
        headers: { cookie },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('when an operator calls a supervisor route, then 403 FORBIDDEN', async () => {
    const { cookie } = await signedInStaff(app, { role: 'OPERATOR' });
    const list = await call(app, 'GET', '/staff', { cookie });
    expect(list.statusCode).toBe(403);
    expect(errorCode(list)).toBe('FORBIDDEN');
    const create = await call(app, 'POST', '/staff', {
      cookie,
      payload: {
        email: 'new@bank.example',
        fullName: 'New Person',
        role: 'SUPERVISOR',
        password: STAFF_PASSWORD,
      },
    });
    expect(create.statusCode).toBe(403);
    const patch = await call(app, 'PATCH', `/staff/${crypto.randomUUID()}`, {
      cookie,
      payload: { disabled: true },
    });
    expect(patch.statusCode).toBe(403);
  });
});

describe('supervisors manage staff accounts', () => {
  const app = useTestApp();

  it('when a supervisor creates an operator, then it is listed, and the same address again is refused', async () => {
    const { cookie, staff: supervisor } = await signedInStaff(app, { role: 'SUPERVISOR' });
    const email = `Op.${crypto.randomUUID().slice(0, 8)}@Bank.example`;
    const payload = { email, fullName: 'Nina Zupan', role: 'OPERATOR', password: STAFF_PASSWORD };
    const created = await call(app, 'POST', '/staff', { cookie, payload });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      email: email.toLowerCase(),
      role: 'OPERATOR',
      totpEnrolled: false,
      disabled: false,
    });
    const list = await call(app, 'GET', '/staff', { cookie });
    expect(list.statusCode).toBe(200);
    const emails = z
      .array(ZStaffAccount)
      .parse(list.json())
      .map((entry) => entry.email);
    expect(emails).toContain(email.toLowerCase());
    expect(emails).toContain(supervisor.email);

    const again = await call(app, 'POST', '/staff', { cookie, payload });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('STAFF_EMAIL_TAKEN');

    const audit = await app.database.db.execute<{ actor_id: string }>(
      sql`select actor_id from audit_events where action = 'staff.created'
          and subject_id = ${ZStaffAccount.parse(created.json()).id}`,
    );
    expect(audit.rows).toEqual([{ actor_id: supervisor.id }]);
  });

  it('when the new account is malformed, then 400 and no account', async () => {
    const { cookie } = await signedInStaff(app, { role: 'SUPERVISOR' });
    const cases = [
      { email: 'a@bank.example', fullName: 'A B', role: 'OPERATOR', password: 'short' },
      { email: 'a@bank.example', fullName: 'A B', role: 'ADMIN', password: STAFF_PASSWORD },
      { email: 'a@bank.example', fullName: 'A B', role: 'OPERATOR', password: 'qwerty123456' },
      {
        email: 'a@bank.example',
        fullName: 'A B',
        role: 'OPERATOR',
        password: STAFF_PASSWORD,
        x: 1,
      },
    ];
    for (const payload of cases) {
      const response = await call(app, 'POST', '/staff', { cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const count = await app.database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from staff_accounts where email = 'a@bank.example'`,
    );
    expect(count.rows[0]?.total).toBe(0);
  });

  it('when an account is disabled, then its session ends and it cannot sign in until enabled', async () => {
    const { cookie } = await signedInStaff(app, { role: 'SUPERVISOR' });
    const operator = await signedInStaff(app, { role: 'OPERATOR' });
    expect((await call(app, 'GET', '/auth/whoami', { cookie: operator.cookie })).statusCode).toBe(
      200,
    );
    const disabled = await call(app, 'PATCH', `/staff/${operator.staff.id}`, {
      cookie,
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ id: operator.staff.id, disabled: true });
    expect((await call(app, 'GET', '/auth/whoami', { cookie: operator.cookie })).statusCode).toBe(
      401,
    );
    const refused = await login(app, operator.staff.email);
    expect(refused.response.statusCode).toBe(401);
    expect(errorCode(refused.response)).toBe('STAFF_LOGIN_INVALID');
    expect(refused.cookie).toBeUndefined();

    const enabled = await call(app, 'PATCH', `/staff/${operator.staff.id}`, {
      cookie,
      payload: { disabled: false },
    });
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect((await login(app, operator.staff.email)).response.statusCode).toBe(200);
  });

  it('when a supervisor resets the TOTP of an account, then its sessions end and the next sign-in enrols a new secret', async () => {
    const { cookie } = await signedInStaff(app, { role: 'SUPERVISOR' });
    const operator = await signedInStaff(app, { role: 'OPERATOR' });
    const reset = await call(app, 'PATCH', `/staff/${operator.staff.id}`, {
      cookie,
      payload: { resetTotp: true },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ totpEnrolled: false, disabled: false });
    expect((await call(app, 'GET', '/auth/whoami', { cookie: operator.cookie })).statusCode).toBe(
      401,
    );
    const next = await pendingSignIn(app, operator.staff.email);
    expect(next.step.next).toBe('TOTP_ENROLMENT');
    expect(next.step).not.toMatchObject({ secret: operator.totpSecret });
  });

  it('when a supervisor disables themselves, an unknown id or a malformed one, then 4xx and nothing changes', async () => {
    const { cookie, staff } = await signedInStaff(app, { role: 'SUPERVISOR' });
    const self = await call(app, 'PATCH', `/staff/${staff.id}`, {
      cookie,
      payload: { disabled: true },
    });
    expect(self.statusCode).toBe(409);
    expect(errorCode(self)).toBe('STAFF_CANNOT_DISABLE_SELF');
    const unknown = await call(app, 'PATCH', `/staff/${crypto.randomUUID()}`, {
      cookie,
      payload: { disabled: true },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(app, 'PATCH', '/staff/not-a-uuid', {
      cookie,
      payload: { disabled: true },
    });
    expect(malformed.statusCode).toBe(400);
    const badBody = await call(app, 'PATCH', `/staff/${staff.id}`, {
      cookie,
      payload: { disabled: 'yes' },
    });
    expect(badBody.statusCode).toBe(400);
    const empty = await call(app, 'PATCH', `/staff/${staff.id}`, { cookie, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await call(app, 'GET', '/auth/whoami', { cookie })).statusCode).toBe(200);
  });
});
