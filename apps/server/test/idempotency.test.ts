import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors/app-error';
import { sha256Hex } from '../src/infra/crypto/random';
import { useTestApp } from './build-test-app';
import {
  API,
  cookieOf,
  createTestClock,
  errorOf,
  freshEmail,
  freshIp,
  freshPhone,
  get,
  latestSmsCode,
  newUid,
  outboxFor,
  post,
  VALID_PASSWORD,
} from './security-helpers';
import { verifiedAccount } from './builders/applicant';

// Decision 153: Idempotency-Key on the API's state-changing calls.

const REPLAYED = 'idempotent-replayed';

function keyed(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  key: string,
  options: { ip?: string; sid?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: path.startsWith('/services/') ? path : `${API}${path}`,
    payload: payload as object,
    headers: { 'idempotency-key': key },
    remoteAddress: options.ip ?? freshIp(),
    cookies: options.sid === undefined ? {} : { sid: options.sid },
  });
}

function concurrently<T>(times: number, call: () => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: times }, call));
}

async function count(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<number> {
  const result = await app.database.db.execute<{ total: number }>(
    sql`select count(*)::int as total from (${query}) as counted`,
  );
  return result.rows[0]?.total ?? 0;
}

const keyRows = (app: FastifyInstance) => count(app, sql`select 1 from idempotency_keys`);

/**
 * Ten answers to one key: one original, the rest replays of it or "in flight" refusals, and the
 * replays carry exactly the original's status and body.
 */
function expectOneOutcome(responses: readonly LightMyRequestResponse[]) {
  const originals = responses.filter(
    (response) => response.statusCode !== 409 && response.headers[REPLAYED] === undefined,
  );
  expect(originals).toHaveLength(1);
  const original = originals[0];
  if (original === undefined) throw new Error('no original answer');
  for (const response of responses) {
    if (response.statusCode === 409) {
      expect(errorOf(response).mainError.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      expect(response.headers['retry-after']).toBe('1');
    } else {
      expect(response.statusCode).toBe(original.statusCode);
      expect(response.body).toBe(original.body);
    }
  }
  return original;
}

function signUp(uid: string, email = freshEmail()) {
  const phone = freshPhone();
  return {
    uid,
    language: 'en',
    userData: {
      fullName: 'Ana Novak',
      email,
      password: VALID_PASSWORD,
      phoneNumber: phone.number,
      prefix: phone.prefix,
    },
  };
}

async function visitorWithProduct(app: FastifyInstance, ip: string): Promise<string> {
  const uid = await newUid(app, ip);
  const product = await post(
    app,
    '/onboarding/products/noauth',
    { uid, productType: 'CURRENTACCOUNT' },
    { ip },
  );
  expect(product.statusCode).toBe(200);
  return uid;
}

describe('Idempotency-Key on the sign-up, the e-mail and the sign-in', () => {
  const app = useTestApp();

  it('when 10 identical sign-ups with one key arrive at once, then the sign-up is stored and audited once and every answer is the same', async () => {
    const ip = freshIp();
    const uid = await visitorWithProduct(app, ip);
    const body = signUp(uid);
    const key = randomUUID();

    const responses = await concurrently(10, () =>
      keyed(app, '/security/action/setRegistration', body, key, { ip }),
    );

    const original = expectOneOutcome(responses);
    expect(original.statusCode).toBe(200);
    expect(original.json()).toEqual({ uid });
    expect(await count(app, sql`select 1 from registrations where uid = ${uid}`)).toBe(1);
    expect(
      await count(
        app,
        sql`select 1 from audit_events where actor_id = ${uid} and action = 'registration.submitted'`,
      ),
    ).toBe(1);
    // Later, with the first answered: the stored answer, marked as a replay.
    const later = await keyed(app, '/security/action/setRegistration', body, key, { ip });
    expect(later.statusCode).toBe(200);
    expect(later.headers[REPLAYED]).toBe('true');
    expect(later.body).toBe(original.body);
    expect(
      await count(
        app,
        sql`select 1 from audit_events where actor_id = ${uid} and action = 'registration.submitted'`,
      ),
    ).toBe(1);
  });

  it('when the verification e-mail is asked for 10 times at once with one key, then one e-mail is sent', async () => {
    const ip = freshIp();
    const uid = await visitorWithProduct(app, ip);
    const body = signUp(uid);
    expect((await post(app, '/security/action/setRegistration', body, { ip })).statusCode).toBe(
      200,
    );
    const email = body.userData.email;
    const key = randomUUID();

    const responses = await concurrently(10, () =>
      keyed(
        app,
        '/security/action/noauth/checkemail',
        { uid, language: 'en', email, link: '' },
        key,
        {
          ip,
        },
      ),
    );

    expect(expectOneOutcome(responses).json()).toEqual({ statusCode: 200 });
    const mails = await outboxFor(app, email);
    expect(mails.filter((mail) => mail.channel === 'email')).toHaveLength(1);
    expect(
      await count(
        app,
        sql`select 1 from audit_events where actor_id = ${uid} and action = 'registration.verification_sent'`,
      ),
    ).toBe(1);
  });

  it('when 10 identical sign-ins with one key arrive at once, then exactly one SMS code is sent', async () => {
    const applicant = await verifiedAccount(app);
    const key = randomUUID();
    const body = {
      username: applicant.email,
      password: applicant.password,
      credentialsType: 'PASSWORD',
    };

    const responses = await concurrently(10, () =>
      keyed(app, '/security/action/auth/login', body, key),
    );

    expect(expectOneOutcome(responses).json()).toEqual({ otp: true, uid: applicant.uid });
    const sms = (await outboxFor(app, applicant.phone)).filter(
      (message) => message.channel === 'sms',
    );
    expect(sms).toHaveLength(1);
  });

  it('when the answer that signed in is replayed, then it signs the client in with the same cookie', async () => {
    const applicant = await verifiedAccount(app);
    const login = await post(app, '/security/action/auth/login', {
      username: applicant.email,
      password: applicant.password,
      credentialsType: 'PASSWORD',
    });
    expect(login.statusCode).toBe(200);
    const otp = await latestSmsCode(app, applicant.phone);
    const key = randomUUID();
    const body = { uid: applicant.uid, otp };

    const first = await keyed(app, '/security/action/loginotp', body, key);
    const replay = await keyed(app, '/security/action/loginotp', body, key);

    expect(first.statusCode).toBe(200);
    const sid = cookieOf(first, 'sid');
    expect(sid).toBeDefined();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[REPLAYED]).toBe('true');
    expect(cookieOf(replay, 'sid')).toBe(sid);
    expect(replay.cookies.find((cookie) => cookie.name === 'sid')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    // Without the key the code is spent: the replay did not run the sign-in again.
    const again = await post(app, '/security/action/loginotp', body);
    expect(again.statusCode).toBe(400);
    const whoami = await get(app, '/security/action/whoami', { sid: sid ?? '' });
    expect(whoami.statusCode).toBe(200);
  });

  it('when one key comes with another body or on another call, then 422 and nothing is done', async () => {
    const ip = freshIp();
    const uid = await visitorWithProduct(app, ip);
    const key = randomUUID();
    const body = signUp(uid);
    expect(
      (await keyed(app, '/security/action/setRegistration', body, key, { ip })).statusCode,
    ).toBe(200);

    const otherBody = await keyed(
      app,
      '/security/action/setRegistration',
      signUp(uid, freshEmail()),
      key,
      { ip },
    );
    const otherCall = await keyed(
      app,
      '/security/action/noauth/checkemail',
      { uid, language: 'en', email: body.userData.email, link: '' },
      key,
      { ip },
    );

    for (const response of [otherBody, otherCall]) {
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).mainError.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(response.headers[REPLAYED]).toBeUndefined();
    }
    const [stored] = (
      await app.database.db.execute<{ email: string }>(
        sql`select email from registrations where uid = ${uid}`,
      )
    ).rows;
    expect(stored?.email).toBe(body.userData.email);
    expect(await outboxFor(app, body.userData.email)).toEqual([]);
  });

  it('when the key is empty, longer than 255 characters or not printable, then 400 and nothing is done', async () => {
    const ip = freshIp();
    const uid = await visitorWithProduct(app, ip);
    // "schlüssel" as it arrives: its UTF-8 bytes, one latin1 character each (a lone 0xFC byte is
    // not UTF-8 and is refused before, decision 274).
    const keys = [
      '',
      '   ',
      '""',
      'k'.repeat(256),
      `"${'k'.repeat(256)}"`,
      Buffer.from('schlüssel').toString('latin1'),
      '"a"b"',
    ];
    const before = await keyRows(app);

    for (const key of keys) {
      const response = await keyed(app, '/security/action/setRegistration', signUp(uid), key, {
        ip,
      });
      expect(response.statusCode, key).toBe(400);
      expect(errorOf(response)).toEqual({
        mainError: { code: 'IDEMPOTENCY_KEY_INVALID', message: expect.any(String) as string },
        fieldErrors: [{ field: 'Idempotency-Key', code: 'IDEMPOTENCY_KEY_INVALID' }],
      });
    }
    expect(await count(app, sql`select 1 from registrations where uid = ${uid}`)).toBe(0);
    expect(await keyRows(app)).toBe(before);
  });

  it('when a key of 255 characters is sent bare and then quoted, then both are the one key', async () => {
    const ip = freshIp();
    const uid = await visitorWithProduct(app, ip);
    const key = `${randomUUID()}${'k'.repeat(255 - 36)}`;
    const body = signUp(uid);

    const bare = await keyed(app, '/security/action/setRegistration', body, key, { ip });
    const quoted = await keyed(app, '/security/action/setRegistration', body, `"${key}"`, { ip });

    expect(bare.statusCode).toBe(200);
    expect(bare.headers[REPLAYED]).toBeUndefined();
    expect(quoted.statusCode).toBe(200);
    expect(quoted.headers[REPLAYED]).toBe('true');
  });

  it('when another applicant sends a key already used, then 422 — even with the very same request', async () => {
    const owner = await verifiedAccount(app);
    const other = await verifiedAccount(app);
    const key = randomUUID();
    const ownersCall = { uid: owner.uid, productType: 'DAYPOSIT' };

    const first = await keyed(app, '/onboarding/products/noauth', ownersCall, key, {
      sid: owner.sid,
    });
    const sameRequest = await keyed(app, '/onboarding/products/noauth', ownersCall, key, {
      sid: other.sid,
    });
    const ownRequest = await keyed(
      app,
      '/onboarding/products/noauth',
      { uid: other.uid, productType: 'DAYPOSIT' },
      key,
      { sid: other.sid },
    );
    const anonymous = await keyed(app, '/onboarding/products/noauth', ownersCall, key);

    expect(first.statusCode).toBe(200);
    for (const response of [sameRequest, ownRequest, anonymous]) {
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).mainError.code).toBe('IDEMPOTENCY_KEY_REUSED');
      // Nothing of the owner's answer reaches another caller.
      expect(response.body).not.toContain(owner.uid);
    }
    const replay = await keyed(app, '/onboarding/products/noauth', ownersCall, key, {
      sid: owner.sid,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[REPLAYED]).toBe('true');
  });

  it('when a request has no key, then it runs every time and no key is stored', async () => {
    const ip = freshIp();
    const uid = await visitorWithProduct(app, ip);
    const body = signUp(uid);
    const before = await keyRows(app);

    const first = await post(app, '/security/action/setRegistration', body, { ip });
    const second = await post(app, '/security/action/setRegistration', body, { ip });

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers[REPLAYED]).toBeUndefined();
    expect(
      await count(
        app,
        sql`select 1 from audit_events where actor_id = ${uid} and action = 'registration.submitted'`,
      ),
    ).toBe(2);
    expect(await keyRows(app)).toBe(before);
  });
});

describe('Idempotency-Key: what is stored, in flight, taken over and swept', () => {
  const time = createTestClock();
  const runs = { flaky: 0, refused: 0, slow: 0 };
  let releaseSlow: (() => void) | undefined;
  const app = useTestApp({
    clock: time.clock,
    routes: (scope) => {
      const body = z.object({ n: z.number().optional() });
      scope.post('/services/test/idempotency/flaky', { schema: { body } }, () => {
        runs.flaky += 1;
        if (runs.flaky === 1) throw new Error('the first run breaks');
        return { run: runs.flaky };
      });
      scope.post('/services/test/idempotency/refused', { schema: { body } }, () => {
        runs.refused += 1;
        throw new AppError(404, 'NOT_FOUND', { message: `refused on run ${runs.refused}` });
      });
      scope.post('/services/test/idempotency/limited', { schema: { body } }, () => {
        throw new AppError(429, 'TOO_MANY_REQUESTS', { headers: { 'retry-after': '5' } });
      });
      scope.post('/services/test/idempotency/slow', { schema: { body } }, async () => {
        runs.slow += 1;
        const run = runs.slow;
        await new Promise<void>((resolve) => {
          releaseSlow = resolve;
        });
        return { run };
      });
    },
  });

  it('when the route fails with a 5xx, then the key is released and a retry runs the route again', async () => {
    const key = randomUUID();
    const first = await keyed(app, '/services/test/idempotency/flaky', { n: 1 }, key);
    const retry = await keyed(app, '/services/test/idempotency/flaky', { n: 1 }, key);
    const replay = await keyed(app, '/services/test/idempotency/flaky', { n: 1 }, key);

    expect(first.statusCode).toBe(500);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[REPLAYED]).toBeUndefined();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[REPLAYED]).toBe('true');
    expect(replay.json()).toEqual({ run: 2 });
    expect(runs.flaky).toBe(2);
  });

  it('when the route refuses with a 4xx, then the refusal is stored and replayed; a 429 is not', async () => {
    const key = randomUUID();
    const first = await keyed(app, '/services/test/idempotency/refused', {}, key);
    const replay = await keyed(app, '/services/test/idempotency/refused', {}, key);

    expect(first.statusCode).toBe(404);
    expect(replay.statusCode).toBe(404);
    expect(replay.headers[REPLAYED]).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(runs.refused).toBe(1);

    const limitedKey = randomUUID();
    const limited = await keyed(app, '/services/test/idempotency/limited', {}, limitedKey);
    const again = await keyed(app, '/services/test/idempotency/limited', {}, limitedKey);
    expect([limited.statusCode, again.statusCode]).toEqual([429, 429]);
    expect(again.headers[REPLAYED]).toBeUndefined();
  });

  it('when the first request is in flight, then 409 with Retry-After; after 60 s a retry takes the claim over', async () => {
    const key = randomUUID();
    const first = keyed(app, '/services/test/idempotency/slow', { n: 1 }, key);
    await expect.poll(() => runs.slow).toBe(1);
    const releaseFirst = releaseSlow;

    const busy = await keyed(app, '/services/test/idempotency/slow', { n: 1 }, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(errorOf(busy).mainError.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    // Another body is refused as such, in flight or not.
    const other = await keyed(app, '/services/test/idempotency/slow', { n: 2 }, key);
    expect(other.statusCode).toBe(422);

    // The first request's instance is presumed gone: its claim is taken over.
    time.advance(61_000);
    const takeover = keyed(app, '/services/test/idempotency/slow', { n: 1 }, key);
    await expect.poll(() => runs.slow).toBe(2);
    releaseSlow?.();
    expect((await takeover).json()).toEqual({ run: 2 });
    // The first answers late: its client gets its answer, the stored one stays the second's.
    releaseFirst?.();
    expect((await first).json()).toEqual({ run: 1 });
    const replay = await keyed(app, '/services/test/idempotency/slow', { n: 1 }, key);
    expect(replay.headers[REPLAYED]).toBe('true');
    expect(replay.json()).toEqual({ run: 2 });
  });

  it('when 24 hours have passed, then the key is new again and the sweep removes expired keys', async () => {
    const key = randomUUID();
    const first = await keyed(app, '/services/test/idempotency/flaky', { n: 7 }, key);
    expect(first.statusCode).toBe(200);
    const runsBefore = runs.flaky;

    time.advance(24 * 60 * 60 * 1000 + 1000);
    // Expired: another body is no longer a conflict; the route runs.
    const reused = await keyed(app, '/services/test/idempotency/flaky', { n: 8 }, key);
    expect(reused.statusCode).toBe(200);
    expect(reused.headers[REPLAYED]).toBeUndefined();
    expect(runs.flaky).toBe(runsBefore + 1);

    const expiredKey = randomUUID();
    await keyed(app, '/services/test/idempotency/flaky', { n: 9 }, expiredKey);
    time.advance(24 * 60 * 60 * 1000 + 1000);
    const counts = await app.services.housekeeping.sweep(time.clock());
    expect(counts.idempotencyKeys).toBeGreaterThanOrEqual(2);
    expect(await keyRows(app)).toBe(
      await count(app, sql`select 1 from idempotency_keys where expires_at > ${time.clock()}`),
    );
  });

  it('when the stored response is read from the table, then it is sealed, and the key is only a hash', async () => {
    const key = `secret-looking-${randomUUID()}`;
    const refused = await keyed(app, '/services/test/idempotency/refused', { n: 3 }, key);
    expect(refused.body).toContain('refused on run');
    const result = await app.database.db.execute<{ key_hash: string; response: string | null }>(
      sql`select key_hash, response from idempotency_keys where key_hash = ${sha256Hex(key)}`,
    );
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]?.response).toEqual(expect.any(String));
    const text = JSON.stringify(result.rows);
    expect(text).not.toContain(key);
    expect(text).not.toContain('refused on run');
  });
});

describe('Idempotency-Key in the OpenAPI document', () => {
  const app = useTestApp();

  it('when the document is read, then every API POST names the optional header and its refusals', async () => {
    const response = await app.inject({ method: 'GET', url: '/services/docs/json' });
    const document = response.json<{
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { in: string; name: string; required?: boolean }[]; responses?: object }
        >
      >;
    }>();
    const registration = document.paths[`${API}/security/action/setRegistration`]?.post;
    expect(registration?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      ]),
    );
    expect(Object.keys(registration?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '409', '422']),
    );
    const status = document.paths[`${API}/onboarding/prospects/status`]?.get;
    expect(status?.parameters?.some((parameter) => parameter.name === 'idempotency-key')).toBe(
      false,
    );
  });
});
