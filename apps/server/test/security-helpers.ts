import { randomInt } from 'node:crypto';
import {
  type TErrorBody,
  type TUserStatusResponse,
  ZErrorBody,
  ZUserStatusResponse,
} from '@onboarding/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

// Helpers for the sign-up and sign-in API tests: each test takes its own IP (rate limits are per IP) and its own
// e-mail address, so tests in one file never share counters or rows.

export const API = '/services/slo';

// Counters in Redis outlive a test run (one Redis serves every run on the machine), so each process
// starts its addresses at a random place in the private 10.0.0.0/8 range.
let ipCounter = randomInt(0, 250 * 250 * 200);
/** A fresh client address for each call site. */
export function freshIp(): string {
  ipCounter += 1;
  const [a, b, c] = [
    Math.floor(ipCounter / 62_500),
    Math.floor(ipCounter / 250) % 250,
    ipCounter % 250,
  ];
  return `10.${a % 250}.${b}.${c + 1}`;
}

let emailCounter = 0;
export function freshEmail(prefix = 'applicant'): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}@example.si`;
}

/** A mutable clock: tests move it forward to expire codes, tokens and sessions. */
export function createTestClock(start = new Date('2026-11-23T09:00:00Z')) {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface Applicant {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
  readonly phone: string;
  readonly ip: string;
}

export const VALID_PASSWORD = 'Zelena7Trava!';

export function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export async function post(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  options: { ip?: string; sid?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload: payload as object,
    remoteAddress: options.ip ?? freshIp(),
    cookies: options.sid === undefined ? {} : { sid: options.sid },
  });
}

/** A request under /services/slo, with the session cookie when a sid is given, from a fresh address. */
export function callAs(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  sid: string | undefined,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `${API}${path}`,
    remoteAddress: freshIp(),
    cookies: sid === undefined ? {} : { sid },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function get(
  app: FastifyInstance,
  path: string,
  options: { ip?: string; sid?: string } = {},
) {
  return app.inject({
    method: 'GET',
    url: path.startsWith('/services/') ? path : `${API}${path}`,
    remoteAddress: options.ip ?? freshIp(),
    cookies: options.sid === undefined ? {} : { sid: options.sid },
  });
}

export async function newUid(app: FastifyInstance, ip = freshIp()): Promise<string> {
  const response = await get(app, '/external/cms/noauth/uid', { ip });
  expect(response.statusCode).toBe(200);
  return response.json<{ uid: string }>().uid;
}

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  // E-mails and hand-off SMS are sent by jobs: wait until every job due has run.
  await app.jobs.drain();
  const response = await app.inject({
    method: 'GET',
    url: `/services/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<OutboxEntry[]>();
}

/** The token of the newest link to `path` in the outbox of `to`. */
export async function tokenFromOutbox(
  app: FastifyInstance,
  to: string,
  path: string,
): Promise<string> {
  // A drain ends after its time limit even when a job is still running (a loaded machine): the
  // mail may come with the next one.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    for (const message of await outboxFor(app, to)) {
      const match = new RegExp(`${path}\\?token=([^\\s]+)`).exec(message.text);
      if (match?.[1] !== undefined) return decodeURIComponent(match[1]);
    }
  }
  throw new Error(`no link to ${path} in the outbox of ${to}`);
}

export async function latestSmsCode(app: FastifyInstance, phone: string): Promise<string> {
  const [sms] = (await outboxFor(app, phone)).filter((message) => message.channel === 'sms');
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code in the SMS to ${phone}`);
  return code;
}

let phoneCounter = 100000;
export function freshPhone(): { prefix: string; number: string; e164: string } {
  phoneCounter += 1;
  const subscriber = String(phoneCounter + (process.pid % 800) * 1000).slice(-6);
  return { prefix: '+386', number: `041 ${subscriber}`, e164: `+38641${subscriber}` };
}

/** Registers (uid, product, setRegistration, checkemail) and returns the applicant. */
export async function registerApplicant(
  app: FastifyInstance,
  overrides: Partial<{ email: string; fullName: string; productType: string }> = {},
): Promise<Applicant> {
  const ip = freshIp();
  const uid = await newUid(app, ip);
  const email = overrides.email ?? freshEmail();
  const phone = freshPhone();
  const fullName = overrides.fullName ?? 'Ana Novak';
  const product = await post(
    app,
    '/onboarding/products/noauth',
    { uid, productType: overrides.productType ?? 'CURRENTACCOUNT' },
    { ip },
  );
  expect(product.statusCode).toBe(200);
  const registration = await post(
    app,
    '/security/action/setRegistration',
    {
      uid,
      language: 'en',
      userData: {
        fullName,
        email,
        password: VALID_PASSWORD,
        phoneNumber: phone.number,
        prefix: phone.prefix,
      },
    },
    { ip },
  );
  expect(registration.statusCode, registration.body).toBe(200);
  const check = await post(
    app,
    '/security/action/noauth/checkemail',
    { uid, language: 'en', email, link: 'http://localhost/onboarding/#/usermessages/verifymail' },
    { ip },
  );
  expect(check.json()).toEqual({ statusCode: 200 });
  return { uid, email, password: VALID_PASSWORD, fullName, phone: phone.e164, ip };
}

/** Password, then the SMS code; returns the new session id. */
export async function signIn(app: FastifyInstance, applicant: Applicant): Promise<string> {
  const login = await post(app, '/security/action/auth/login', {
    username: applicant.email,
    password: applicant.password,
    credentialsType: 'PASSWORD',
  });
  expect(login.statusCode, login.body).toBe(200);
  const otp = await latestSmsCode(app, applicant.phone);
  const response = await post(app, '/security/action/loginotp', { uid: applicant.uid, otp });
  expect(response.statusCode, response.body).toBe(200);
  const sid = cookieOf(response, 'sid');
  if (sid === undefined) throw new Error('no session cookie after the code');
  return sid;
}

/** The error body of a failed answer, checked against the one schema of decision 023. */
export function errorOf(response: LightMyRequestResponse): TErrorBody {
  return ZErrorBody.parse(response.json());
}

export function statusOf(response: LightMyRequestResponse): TUserStatusResponse {
  return ZUserStatusResponse.parse(response.json());
}
