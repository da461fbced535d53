import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors/app-error';
import { sha256Hex } from '../crypto/random';
import { connectRedis } from '../redis/redis-client';
import { isRedisUnavailableError } from '../redis/unavailable';
import type { RateLimitRule } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';
import { scanKeys } from '../../../test/redis-keys';

const REDIS_URL = 'redis://127.0.0.1:6379';
const KEY_PREFIX = `test:${randomUUID()}:`;
const T0 = new Date('2030-01-01T08:00:00.000Z');
const LOGIN: RateLimitRule = { name: 'test-login', limit: 3, windowMs: 60_000 };

const connect = (keyPrefix?: string) =>
  connectRedis(REDIS_URL, { name: 'rate-limit-test', onError: vi.fn(), keyPrefix });

/** A clock the test moves by hand. */
function movableClock() {
  let now = T0;
  return {
    clock: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('createRedisRateLimiter', () => {
  let redis: Redis;
  // A second connection: another server instance on the same Redis.
  let otherRedis: Redis;
  // Without the prefix: sees the keys as Redis stores them, to inspect and clean up.
  let inspector: Redis;

  beforeAll(async () => {
    [redis, otherRedis, inspector] = await Promise.all([
      connect(KEY_PREFIX),
      connect(KEY_PREFIX),
      connect(),
    ]);
  });

  afterAll(async () => {
    const keys = await scanKeys(inspector, `${KEY_PREFIX}*`);
    if (keys.length > 0) await inspector.del(...keys);
    await Promise.all([redis.quit(), otherRedis.quit(), inspector.quit()]);
  });

  it('when the limit is reached, then the next hit is 429 with Retry-After until the window ends', async () => {
    const { clock, advance } = movableClock();
    const limiter = createRedisRateLimiter(redis, clock);
    const subject = `limit-${randomUUID()}`;
    for (let hit = 0; hit < LOGIN.limit; hit += 1) await limiter.hit({ rule: LOGIN, subject });
    advance(15_000);
    const error = await rejectionOf(limiter.hit({ rule: LOGIN, subject }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      headers: { 'retry-after': '45' },
    });
    // Another subject has its own counter.
    await expect(
      limiter.hit({ rule: LOGIN, subject: `${subject}-other` }),
    ).resolves.toBeUndefined();
  });

  it('when a window has passed, then counting starts again', async () => {
    const { clock, advance } = movableClock();
    const limiter = createRedisRateLimiter(redis, clock);
    const subject = `window-${randomUUID()}`;
    for (let hit = 0; hit < LOGIN.limit; hit += 1) await limiter.hit({ rule: LOGIN, subject });
    advance(LOGIN.windowMs - 1);
    await expect(limiter.hit({ rule: LOGIN, subject })).rejects.toThrow(AppError);
    advance(1);
    for (let hit = 0; hit < LOGIN.limit; hit += 1) await limiter.hit({ rule: LOGIN, subject });
    await expect(limiter.hit({ rule: LOGIN, subject })).rejects.toThrow(AppError);
  });

  it('when several rules are over, then Retry-After is the longest wait', async () => {
    const { clock } = movableClock();
    const limiter = createRedisRateLimiter(redis, clock);
    const daily: RateLimitRule = { name: 'test-daily', limit: 1, windowMs: 600_000 };
    const subject = `several-${randomUUID()}`;
    const hits = [
      { rule: LOGIN, subject },
      { rule: daily, subject },
    ];
    await limiter.hit(...hits);
    await limiter.hit({ rule: LOGIN, subject }, { rule: LOGIN, subject });
    const error = await rejectionOf(limiter.hit(...hits));
    expect(error).toMatchObject({ status: 429, headers: { 'retry-after': '600' } });
  });

  it('when a subject is checked, then nothing is counted, and a full window is 429 until it ends', async () => {
    const { clock, advance } = movableClock();
    const limiter = createRedisRateLimiter(redis, clock);
    const subject = `check-${randomUUID()}`;
    for (let hit = 0; hit < 5; hit += 1) await limiter.check({ rule: LOGIN, subject });
    for (let hit = 0; hit < LOGIN.limit; hit += 1) await limiter.hit({ rule: LOGIN, subject });
    advance(20_000);
    const error = await rejectionOf(limiter.check({ rule: LOGIN, subject }));
    expect(error).toMatchObject({ status: 429, headers: { 'retry-after': '40' } });
    advance(40_000);
    await expect(limiter.check({ rule: LOGIN, subject })).resolves.toBeUndefined();
  });

  it('when two instances count the same subject, then they share the count', async () => {
    const { clock } = movableClock();
    const first = createRedisRateLimiter(redis, clock);
    const second = createRedisRateLimiter(otherRedis, clock);
    const subject = `shared-${randomUUID()}`;
    await first.hit({ rule: LOGIN, subject });
    await second.hit({ rule: LOGIN, subject });
    await first.hit({ rule: LOGIN, subject });
    await expect(second.hit({ rule: LOGIN, subject })).rejects.toThrow(AppError);
  });

  it('when 50 hits race for a limit of 10, then exactly 10 get through', async () => {
    const { clock } = movableClock();
    // Alternating between two instances: the count is shared, not per connection.
    const first = createRedisRateLimiter(redis, clock);
    const second = createRedisRateLimiter(otherRedis, clock);
    const rule: RateLimitRule = { name: 'test-race', limit: 10, windowMs: 60_000 };
    const subject = `race-${randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        (index % 2 === 0 ? first : second).hit({ rule, subject }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
  });

  it('when counting, then Redis holds only a hash of the subject, expiring with the window', async () => {
    const { clock } = movableClock();
    const limiter = createRedisRateLimiter(redis, clock);
    const subject = `ana-${randomUUID()}@example.si`;
    await limiter.hit({ rule: LOGIN, subject });
    const key = `${KEY_PREFIX}rate-limit:${LOGIN.name}:${sha256Hex(subject)}`;
    expect(await inspector.hgetall(key)).toEqual({ start: String(T0.getTime()), hits: '1' });
    expect(await inspector.pttl(key)).toBeGreaterThan(LOGIN.windowMs - 10_000);
    const keys = await scanKeys(inspector, `${KEY_PREFIX}*`);
    expect(keys.some((stored) => stored.includes(subject))).toBe(false);
  });

  it('when the client has lost its server, then a hit fails fast as unavailable', async () => {
    const lost = await connect(KEY_PREFIX);
    lost.disconnect();
    const limiter = createRedisRateLimiter(lost, movableClock().clock);
    const started = Date.now();
    const error = await rejectionOf(limiter.hit({ rule: LOGIN, subject: 'lost' }));
    expect(isRedisUnavailableError(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
