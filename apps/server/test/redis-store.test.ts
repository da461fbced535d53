import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_MS } from '../src/infra/session/cached-session-store';
import { sessionIdHash } from '../src/infra/session/session-store';
import { buildTestApp } from './build-test-app';
import { createTestClock, errorOf, freshEmail, freshIp, get, post } from './security-helpers';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { applicantAt } from './builders/applicant';

const REDIS = { host: '127.0.0.1', port: 6379 };

// REDIS_URL set: sessions and rate-limit windows live in Redis. The Redis of this machine serves
// every test run, so its outage is played by a proxy between this app and Redis (decision 123).
describe('sessions and rate limits in Redis (REDIS_URL)', () => {
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let redis: Redis;
  const time = createTestClock(new Date());

  beforeAll(async () => {
    proxy = await startTcpProxy(REDIS.host, REDIS.port);
    app = await buildTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` },
      clock: time.clock,
    });
    redis = new Redis(REDIS);
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    redis.disconnect();
  });

  it('when an applicant signs in, then the session is in Redis and not in the database', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const whoami = await get(app, '/security/action/whoami', { sid: applicant.sid });
    expect(whoami.statusCode).toBe(200);
    expect(await redis.exists(`session:${sessionIdHash(applicant.sid)}`)).toBe(1);
    const { rows } = await app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('when Redis is away, then calls that need a session or a limit get 503 with Retry-After, never a pass; when it is back, the same session works', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const ip = freshIp();
    await proxy.stop();
    // Past the few seconds a confirmed session is trusted without asking the store (decision 127).
    time.advance(SESSION_CACHE_MS);
    try {
      const started = Date.now();
      const whoami = await get(app, '/security/action/whoami', { sid: applicant.sid });
      expect(Date.now() - started).toBeLessThan(2500);
      expect(whoami.statusCode).toBe(503);
      expect(whoami.headers['retry-after']).toBe('1');
      expect(errorOf(whoami).mainError.code).toBe('SERVICE_UNAVAILABLE');
      // A limited call is refused, not let through uncounted.
      const reset = await post(
        app,
        '/security/action/noauth/resetpsw',
        { email: freshEmail(), language: 'en' },
        { ip },
      );
      expect(reset.statusCode).toBe(503);
    } finally {
      await proxy.start();
    }
    await expect
      .poll(
        async () => (await get(app, '/security/action/whoami', { sid: applicant.sid })).statusCode,
        { timeout: 10_000, interval: 100 },
      )
      .toBe(200);
  });

  it('when Redis cannot be reached at start, then the app does not start and says why in one line', async () => {
    const closed = await startTcpProxy(REDIS.host, REDIS.port);
    await closed.close();
    const failure = await buildTestApp({
      env: { REDIS_URL: `redis://:secret-password@127.0.0.1:${closed.port}` },
    }).then(
      (started) => started.close().then(() => null),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toBe(
      `REDIS_URL is not usable: Redis at 127.0.0.1:${closed.port} is unreachable (onboarding)`,
    );
    expect(message).not.toContain('secret-password');
  });
});
