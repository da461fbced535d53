import { API_BASE_OPERATOR, ZStaffLoginStep } from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { verifiedAccount } from './builders/applicant';
import { signedInStaff, STAFF_PASSWORD, totpNow } from './fixtures/staff';
import {
  API,
  type Applicant,
  createTestClock,
  errorOf,
  freshIp,
  latestSmsCode,
  outboxFor,
  post,
  tokenFromOutbox,
} from './security-helpers';

// Decision 277 (OWASP's device cookies): wrong passwords from browsers that never signed in lock
// out unknown devices only; a browser that completed a sign-in keeps its own count, so an attacker
// cannot lock the owner out of their own device.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const WRONG = 'Wrong1pw-but-long';
const NEW_PASSWORD = 'Modra8Reka?';
const APPLICANT_DEVICE = 'device';
const STAFF_DEVICE = 'op_device';
const BLOCKED_SUBJECT = 'Sign-in to your account is blocked';

function cookieNamed(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** The applicant's password, from a fresh address, with a device cookie when given. */
function applicantLogin(
  app: FastifyInstance,
  applicant: Applicant,
  password: string,
  device?: string,
) {
  return app.inject({
    method: 'POST',
    url: `${API}/security/action/auth/login`,
    payload: { username: applicant.email, password, credentialsType: 'PASSWORD' },
    remoteAddress: freshIp(),
    cookies: device === undefined ? {} : { [APPLICANT_DEVICE]: device },
  });
}

/** Five wrong passwords, each from its own address; the statuses. */
async function failFive(app: FastifyInstance, applicant: Applicant, device?: string) {
  const statuses: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    statuses.push((await applicantLogin(app, applicant, WRONG, device)).statusCode);
  }
  return statuses;
}

/** Password and SMS code through the routes; the device cookie's value the code's answer set. */
async function signInForDevice(
  app: FastifyInstance,
  applicant: Applicant,
  device?: string,
): Promise<{ device: string; response: LightMyRequestResponse }> {
  const login = await applicantLogin(app, applicant, applicant.password, device);
  expect(login.statusCode, login.body).toBe(200);
  const otp = await latestSmsCode(app, applicant.phone);
  const response = await app.inject({
    method: 'POST',
    url: `${API}/security/action/loginotp`,
    payload: { uid: applicant.uid, otp },
    remoteAddress: freshIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const value = cookieNamed(response, APPLICANT_DEVICE)?.value;
  if (value === undefined) throw new Error('no device cookie after the code');
  return { device: value, response };
}

async function blockedMails(app: FastifyInstance, email: string) {
  return (await outboxFor(app, email)).filter((mail) => mail.subject === BLOCKED_SUBJECT);
}

describe("an applicant's known device", () => {
  const time = createTestClock();
  const app = useTestApp({ clock: time.clock });

  it('when a sign-in is completed, then the browser gets a signed device cookie for the password route only', async () => {
    const applicant = await verifiedAccount(app);
    const { response, device } = await signInForDevice(app, applicant);
    expect(cookieNamed(response, APPLICANT_DEVICE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/services/slo/security/action/auth/login',
      maxAge: 365 * 24 * 60 * 60,
    });
    expect(device.split('.')).toHaveLength(6);
    // The password step alone gives none: the session, and the device, come with the code.
    const login = await applicantLogin(app, applicant, applicant.password);
    expect(cookieNamed(login, APPLICANT_DEVICE)).toBeUndefined();
  });

  it('when five addresses lock unknown devices out, then the owner still signs in from the known device, and unknown devices stay blocked', async () => {
    const applicant = await verifiedAccount(app);
    const { device } = await signInForDevice(app, applicant);
    expect(await failFive(app, applicant)).toEqual([401, 401, 401, 401, 423]);

    const unknown = await applicantLogin(app, applicant, applicant.password);
    expect(unknown.statusCode).toBe(423);
    expect(errorOf(unknown).mainError.code).toBe('SEC_BUS_LOG_ROT_AMR');
    expect(unknown.headers['retry-after']).toBe('900');

    // The known device: the whole sign-in, and it gets a new cookie.
    const known = await signInForDevice(app, applicant, device);
    expect(known.device).not.toBe(device);
    // The owner's sign-in does not lift the attacker's block.
    expect((await applicantLogin(app, applicant, applicant.password)).statusCode).toBe(423);
    expect((await applicantLogin(app, applicant, WRONG)).statusCode).toBe(423);
    // The tenth try at the address in 15 minutes, then the address's limit (decision 045) refuses
    // with 429, while the known device's tries are its own.
    expect((await applicantLogin(app, applicant, WRONG)).statusCode).toBe(423);
    expect((await applicantLogin(app, applicant, WRONG)).statusCode).toBe(429);
    // Both cookies of the account are known devices.
    expect((await applicantLogin(app, applicant, applicant.password, device)).statusCode).toBe(200);
  });

  it('when the cookie is forged, of another account or expired, then it counts as an unknown device', async () => {
    const applicant = await verifiedAccount(app);
    const other = await verifiedAccount(app);
    const { device } = await signInForDevice(app, applicant);
    const { device: othersDevice } = await signInForDevice(app, other);
    const parts = device.split('.');
    const mac = parts[5] ?? '';
    const forged = [...parts.slice(0, 5), (mac.startsWith('A') ? 'B' : 'A') + mac.slice(1)].join(
      '.',
    );
    // Failures with a forged cookie are an unknown device's: they lock unknown devices out.
    expect(await failFive(app, applicant, forged)).toEqual([401, 401, 401, 401, 423]);
    expect((await applicantLogin(app, applicant, applicant.password, forged)).statusCode).toBe(423);
    expect(
      (await applicantLogin(app, applicant, applicant.password, othersDevice)).statusCode,
    ).toBe(423);
    expect((await applicantLogin(app, applicant, applicant.password, device)).statusCode).toBe(200);
    expect(await blockedMails(app, applicant.email)).toHaveLength(1);

    // A year later the cookie has expired: the next block of unknown devices blocks it too.
    time.advance(366 * DAY_MS);
    expect(await failFive(app, applicant)).toEqual([401, 401, 401, 401, 423]);
    expect((await applicantLogin(app, applicant, applicant.password, device)).statusCode).toBe(423);
  });

  it('when five wrong passwords come from the known device, then only that device is blocked, and no e-mail goes', async () => {
    const applicant = await verifiedAccount(app);
    const { device } = await signInForDevice(app, applicant);
    expect(await failFive(app, applicant, device)).toEqual([401, 401, 401, 401, 423]);
    const blocked = await applicantLogin(app, applicant, applicant.password, device);
    expect(blocked.statusCode).toBe(423);
    expect(blocked.headers['retry-after']).toBe('900');
    // Elsewhere the owner signs in at once: the address's own guard counted nothing.
    expect((await applicantLogin(app, applicant, applicant.password)).statusCode).toBe(200);
    expect(await blockedMails(app, applicant.email)).toEqual([]);
    const audit = await app.database.db.execute<{ action: string }>(
      sql`select action from audit_events where subject_id = (select id::text from users where email = ${applicant.email}) order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toContain('login.device_blocked');
    // When the device's block ends it signs in again, and its count starts afresh.
    time.advance(16 * MINUTE_MS);
    expect((await applicantLogin(app, applicant, applicant.password, device)).statusCode).toBe(200);
    expect(await failFive(app, applicant, device)).toEqual([401, 401, 401, 401, 423]);
  });

  it('when unknown devices are blocked twice, then the owner gets one e-mail for each block', async () => {
    const applicant = await verifiedAccount(app);
    const { device } = await signInForDevice(app, applicant);
    await failFive(app, applicant);
    // Refusals while blocked, and the known device's sign-in, send nothing.
    await failFive(app, applicant);
    await applicantLogin(app, applicant, applicant.password, device);
    expect(await blockedMails(app, applicant.email)).toHaveLength(1);
    time.advance(16 * MINUTE_MS);
    expect(await failFive(app, applicant)).toEqual([401, 401, 401, 401, 423]);
    const mails = await blockedMails(app, applicant.email);
    expect(mails).toHaveLength(2);
    // The second block is longer (decision 160) and the text says only new devices are blocked.
    expect(mails.map((mail) => mail.text).join('\n')).toContain('1 hour');
    expect(mails[0]?.text).toContain('not signed in from before');
  });

  it('when the password is reset, then the blocks of the known devices are lifted too', async () => {
    const applicant = await verifiedAccount(app);
    const { device } = await signInForDevice(app, applicant);
    await failFive(app, applicant, device);
    expect((await applicantLogin(app, applicant, applicant.password, device)).statusCode).toBe(423);
    await post(app, '/security/action/noauth/resetpsw', { email: applicant.email, language: 'en' });
    const token = await tokenFromOutbox(app, applicant.email, '/usermessages/forgotpassword');
    const finish = await post(app, '/security/action/noauth/resetpswfinish', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(finish.statusCode).toBe(200);
    expect((await applicantLogin(app, applicant, NEW_PASSWORD, device)).statusCode).toBe(200);
  });

  it("when a device's block has been quiet for a day, then housekeeping forgets it", async () => {
    const applicant = await verifiedAccount(app);
    const { device } = await signInForDevice(app, applicant);
    await failFive(app, applicant, device);
    const rowsOfApplicant = async () => {
      const rows = await app.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from device_lockouts where subject_id = (select id from users where email = ${applicant.email})`,
      );
      return rows.rows[0]?.count;
    };
    expect(await rowsOfApplicant()).toBe(1);
    await app.services.accounts.sweepExpired(time.clock());
    expect(await rowsOfApplicant()).toBe(1);
    time.advance(DAY_MS + 16 * MINUTE_MS);
    expect((await app.services.accounts.sweepExpired(time.clock())).deviceLockouts).toBeGreaterThan(
      0,
    );
    expect(await rowsOfApplicant()).toBe(0);
  });
});

/** The staff password, from a fresh address, with a device cookie when given. */
function staffLogin(app: FastifyInstance, email: string, password: string, device?: string) {
  return app.inject({
    method: 'POST',
    url: `${API_BASE_OPERATOR}/auth/login`,
    payload: { email, password },
    remoteAddress: freshIp(),
    cookies: device === undefined ? {} : { [STAFF_DEVICE]: device },
  });
}

async function staffFailFive(app: FastifyInstance, email: string, device?: string) {
  const statuses: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    statuses.push((await staffLogin(app, email, 'Wrong-password-123', device)).statusCode);
  }
  return statuses;
}

describe("a staff member's known device", () => {
  const time = createTestClock();
  const app = useTestApp({ clock: time.clock });

  it('when unknown devices are locked out, then the known device signs in with password and code, and the member gets one e-mail', async () => {
    const signedIn = await signedInStaff(app);
    const { email } = signedIn.staff;
    expect(await staffFailFive(app, email)).toEqual([401, 401, 401, 401, 423]);
    const unknown = await staffLogin(app, email, STAFF_PASSWORD);
    expect(unknown.statusCode).toBe(423);
    expect(errorOf(unknown).mainError.code).toBe('STAFF_LOCKED');

    const known = await staffLogin(app, email, STAFF_PASSWORD, signedIn.deviceCookie);
    expect(known.statusCode, known.body).toBe(200);
    const step = ZStaffLoginStep.parse(known.json());
    expect(step.next).toBe('TOTP_REQUIRED');
    time.advance(30_000);
    const pending = cookieNamed(known, 'op_sid')?.value ?? '';
    const totp = await app.inject({
      method: 'POST',
      url: `${API_BASE_OPERATOR}/auth/totp`,
      payload: { code: await totpNow(app, signedIn.totpSecret) },
      cookies: { op_sid: pending },
      remoteAddress: freshIp(),
    });
    expect(totp.statusCode, totp.body).toBe(200);
    expect(cookieNamed(totp, STAFF_DEVICE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/services/operator/auth/login',
    });
    // The member's sign-in does not lift the lock of unknown devices.
    expect((await staffLogin(app, email, STAFF_PASSWORD)).statusCode).toBe(423);

    const mails = await outboxFor(app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('15');
  });

  it("when the cookie is forged, an applicant's or another member's, then it counts as an unknown device", async () => {
    const signedIn = await signedInStaff(app);
    const other = await signedInStaff(app);
    const applicant = await verifiedAccount(app);
    const { device: applicantDevice } = await signInForDevice(app, applicant);
    const { email } = signedIn.staff;
    const parts = signedIn.deviceCookie.split('.');
    const mac = parts[5] ?? '';
    const forged = [...parts.slice(0, 5), (mac.startsWith('A') ? 'B' : 'A') + mac.slice(1)].join(
      '.',
    );
    expect(await staffFailFive(app, email, forged)).toEqual([401, 401, 401, 401, 423]);
    for (const device of [forged, other.deviceCookie, applicantDevice]) {
      expect((await staffLogin(app, email, STAFF_PASSWORD, device)).statusCode).toBe(423);
    }
    expect((await staffLogin(app, email, STAFF_PASSWORD, signedIn.deviceCookie)).statusCode).toBe(
      200,
    );
    // A year later the cookie has expired and is an unknown device's.
    time.advance(366 * DAY_MS);
    expect(await staffFailFive(app, email)).toEqual([401, 401, 401, 401, 423]);
    expect((await staffLogin(app, email, STAFF_PASSWORD, signedIn.deviceCookie)).statusCode).toBe(
      423,
    );
  });

  it('when five wrong passwords come from the known device, then only that device is locked, and no e-mail goes', async () => {
    const signedIn = await signedInStaff(app);
    const { email } = signedIn.staff;
    const device = signedIn.deviceCookie;
    expect(await staffFailFive(app, email, device)).toEqual([401, 401, 401, 401, 423]);
    const locked = await staffLogin(app, email, STAFF_PASSWORD, device);
    expect(locked.statusCode).toBe(423);
    expect(locked.headers['retry-after']).toBe('900');
    expect((await staffLogin(app, email, STAFF_PASSWORD)).statusCode).toBe(200);
    expect(await outboxFor(app, email)).toEqual([]);
    time.advance(16 * 60_000);
    expect((await staffLogin(app, email, STAFF_PASSWORD, device)).statusCode).toBe(200);
  });
});
