import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';
import { get, newUid, post, errorOf } from './security-helpers';
import { verifiedAccount } from './builders/applicant';

// Bad input on the sign-up, sign-in, password-reset, unsubscribe and leaving calls: every field
// of every call with a wrong type, missing, huge, and a script: a 4xx with field errors (decision
// 023), nothing stored, nothing reflected.

const SCRIPT = '<script>alert(1)</script>';
const HUGE = 'x'.repeat(100_000);
const BUSINESS_TABLES = [
  'visitors',
  'registrations',
  'users',
  'prospects',
  'products',
  'otp_codes',
  'sessions',
  'used_tokens',
  'email_opt_outs',
  'appointments',
  'contact_requests',
  'outbox_messages',
  'login_guards',
];

type Body = Record<string, unknown>;

interface Endpoint {
  readonly path: string;
  readonly body: Body;
  /** Dotted paths of the fields to break. */
  readonly fields: readonly string[];
  /** Fields that may be left out. */
  readonly optional?: readonly string[];
  /** Fields where any text is a legitimate value (a password attempt, free text). */
  readonly freeText?: readonly string[];
  readonly sid?: string;
}

function withField(body: Body, path: string, value: unknown): Body {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1) ?? '';
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

describe('bad input on the sign-up, sign-in and leaving calls', () => {
  let app: FastifyInstance;
  let endpoints: Endpoint[];
  let before: Record<string, number>;

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of BUSINESS_TABLES) {
      const rows = await app.database.db.execute<{ total: number }>(
        sql`select count(*)::int as total from ${sql.identifier(table)}`,
      );
      result[table] = rows.rows[0]?.total ?? 0;
    }
    return result;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    const applicant = await verifiedAccount(app);
    const uid = await newUid(app);
    const userData = {
      fullName: 'Ana Novak',
      email: 'ana@example.si',
      password: 'Zelena7Trava!',
      phoneNumber: '041 123 456',
      prefix: '+386',
    };
    endpoints = [
      {
        path: '/onboarding/products/noauth',
        body: { uid, productType: 'CURRENTACCOUNT', packageName: 'Digital' },
        fields: ['uid', 'productType', 'packageName'],
        optional: ['packageName'],
      },
      {
        path: '/security/action/setRegistration',
        body: { uid, language: 'en', userData },
        fields: [
          'uid',
          'language',
          'userData',
          ...Object.keys(userData).map((key) => `userData.${key}`),
        ],
        // spec 2 §3's payload has no language: the header's is taken (decision 165).
        optional: ['language'],
        // A password may hold any characters: "<script>alert(1)</script>" meets every rule.
        freeText: ['userData.password'],
      },
      {
        path: '/security/action/noauth/checkemail',
        body: { uid, language: 'en', email: 'ana@example.si', link: 'http://localhost/x' },
        fields: ['uid', 'language', 'email', 'link'],
        freeText: ['link'],
      },
      {
        path: '/security/action/registrationvalidate',
        body: { token: 'a.b.c' },
        fields: ['token'],
      },
      { path: '/security/action/noauth/registrationretryemail', body: { uid }, fields: ['uid'] },
      {
        path: '/security/action/auth/login',
        body: {
          username: 'ana@example.si',
          password: 'Zelena7Trava!',
          credentialsType: 'PASSWORD',
        },
        fields: ['username', 'password', 'credentialsType'],
        freeText: ['password'],
      },
      { path: '/security/action/loginotp', body: { uid, otp: '123456' }, fields: ['uid', 'otp'] },
      { path: '/security/action/noauth/loginretryotp', body: { uid }, fields: ['uid'] },
      {
        path: '/security/action/noauth/resetpsw',
        body: { email: 'ana@example.si', language: 'en' },
        fields: ['email', 'language'],
        optional: ['language'],
      },
      {
        path: '/security/action/noauth/resetpswfinish',
        body: { token: 'a.b.c', password: 'Zelena7Trava!', confirmPassword: 'Zelena7Trava!' },
        fields: ['token', 'password', 'confirmPassword'],
        freeText: ['password', 'confirmPassword'],
      },
      {
        path: '/security/action/noauth/unsubscribe',
        body: { email: 'ana@example.si', reason: 'OTHER', reasonText: 'why' },
        fields: ['email', 'reason', 'reasonText'],
        optional: ['reasonText'],
        freeText: ['reasonText'],
      },
      {
        path: '/security/action/noauth/unsubscribefinish',
        body: { token: 'a.b.c' },
        fields: ['token'],
      },
      {
        path: `/security/action/${applicant.uid}/logout`,
        body: {
          uid: applicant.uid,
          eventType: 'APPOINTMENT',
          appointment: {
            appointmentBranchId: 'LJ01',
            appointmentDate: '2020-01-01',
            appointmentTimeSlot: 'MORNING',
          },
        },
        fields: [
          'uid',
          'eventType',
          'appointment',
          'appointment.appointmentBranchId',
          'appointment.appointmentDate',
          'appointment.appointmentTimeSlot',
        ],
        sid: applicant.sid,
      },
      {
        path: `/security/action/${applicant.uid}/logout`,
        body: {
          uid: applicant.uid,
          eventType: 'EMAIL',
          email: { to: [{ email: 'ana@example.si' }] },
        },
        fields: ['email', 'email.to', 'email.to.0.email'],
        sid: applicant.sid,
      },
      {
        path: `/security/action/${applicant.uid}/logout`,
        body: { uid: applicant.uid, eventType: 'CALL', call: { number: '041123456' } },
        fields: ['call', 'call.number'],
        sid: applicant.sid,
      },
    ];
    before = await counts();
  });
  afterAll(async () => {
    await app.close();
  });

  it('when any field is missing, of a wrong type, huge or a script, then 4xx with field errors and nothing reflected', async () => {
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      for (const field of endpoint.fields) {
        const variants: [string, unknown][] = [
          ['a number', 12345],
          ['an object', { nested: true }],
          ['huge', HUGE],
          ['a script', SCRIPT],
        ];
        if (!endpoint.optional?.includes(field)) variants.push(['missing', undefined]);
        for (const [label, value] of variants) {
          if (label === 'a script' && endpoint.freeText?.includes(field)) continue;
          const response = await post(app, endpoint.path, withField(endpoint.body, field, value), {
            sid: endpoint.sid,
          });
          const body = response.json<{ fieldErrors?: unknown[] }>();
          const ok =
            response.statusCode >= 400 &&
            response.statusCode < 500 &&
            (body.fieldErrors?.length ?? 0) > 0 &&
            !response.body.includes('<script') &&
            !response.body.includes('xxxxxxxxxx');
          if (!ok)
            failures.push(
              `${endpoint.path} ${field} ${label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('when a body is not JSON or not an object, then 4xx', async () => {
    for (const endpoint of endpoints) {
      for (const payload of [[], 'text', null, 42]) {
        const response = await post(app, endpoint.path, payload, { sid: endpoint.sid });
        expect(
          response.statusCode,
          `${endpoint.path} ${JSON.stringify(payload)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
  });

  it('when queries are wrong, then 400 with field errors', async () => {
    for (const url of [
      `/onboarding/prospects/status?uid=${encodeURIComponent(SCRIPT)}`,
      '/onboarding/prospects/status',
      '/external/info/branches?lat=abc&lon=1',
      '/external/info/branches?lat=91&lon=1',
      `/external/info/branches?lat=1&lon=${HUGE.slice(0, 2000)}`,
    ]) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).fieldErrors.length, url).toBeGreaterThan(0);
      expect(response.body).not.toContain('<script');
    }
  });

  it('when all the bad requests are done, then no business table has changed', async () => {
    expect(await counts()).toEqual(before);
  });
});
