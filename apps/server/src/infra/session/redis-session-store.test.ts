import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { connectRedis } from '../redis/redis-client';
import { isRedisUnavailableError } from '../redis/unavailable';
import { createRedisSessionStore } from './redis-session-store';
import { SESSION_TOUCH_INTERVAL_MS, sessionIdHash, type SessionIdentity } from './session-store';
import { scanKeys } from '../../../test/redis-keys';

const REDIS_URL = 'redis://127.0.0.1:6379';
const KEY_PREFIX = `test:${randomUUID()}:`;
const MINUTE = 60_000;
const TIMEOUTS = { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE };
const T0 = new Date('2030-01-01T08:00:00.000Z');
// The Redis store ignores the caller's transaction.
const NO_TX = {} as Database;

const at = (offsetMs: number) => new Date(T0.getTime() + offsetMs);

function identityOf(userId: string): SessionIdentity {
  return {
    userId,
    uid: `uid-${userId}`,
    email: `${userId}@example.si`,
    fullName: 'Ana Novak',
    language: 'sl',
  };
}

const newSession = (userId: string) => ({
  identity: identityOf(userId),
  ip: '192.0.2.10',
  userAgent: 'vitest',
});

describe('createRedisSessionStore', () => {
  let redis: Redis;
  // Without the prefix: sees the keys as Redis stores them, to inspect and clean up.
  let inspector: Redis;

  const storedOf = async (id: string) => {
    const raw = await inspector.get(`${KEY_PREFIX}session:${sessionIdHash(id)}`);
    return raw === null ? null : (JSON.parse(raw) as { lastSeenAt: number });
  };

  beforeAll(async () => {
    redis = await connectRedis(REDIS_URL, {
      name: 'session-test',
      onError: vi.fn(),
      keyPrefix: KEY_PREFIX,
    });
    inspector = await connectRedis(REDIS_URL, { name: 'session-test', onError: vi.fn() });
  });

  afterAll(async () => {
    const keys = await scanKeys(inspector, `${KEY_PREFIX}*`);
    if (keys.length > 0) await inspector.del(...keys);
    await Promise.all([redis.quit(), inspector.quit()]);
  });

  it('when a session is created, then finding it returns its identity and id hash', async () => {
    const store = createRedisSessionStore(redis, TIMEOUTS);
    const id = await store.create(newSession('user-create'), T0);
    expect(await store.findActive(id, at(1000))).toEqual({
      ...identityOf('user-create'),
      sessionIdHash: sessionIdHash(id),
    });
    expect(await store.findActive('not-a-session-id', at(1000))).toBeNull();
  });

  it('when the session is idle for the idle timeout, then it is gone', async () => {
    const store = createRedisSessionStore(redis, TIMEOUTS);
    const id = await store.create(newSession('user-idle'), T0);
    expect(await store.findActive(id, at(TIMEOUTS.idleMs - MINUTE))).not.toBeNull();
    // Used at idle - 1 min: the idle deadline moved on from there.
    expect(await store.findActive(id, at(2 * TIMEOUTS.idleMs - 2 * MINUTE))).not.toBeNull();
    expect(await store.findActive(id, at(3 * TIMEOUTS.idleMs - 2 * MINUTE))).toBeNull();
  });

  it('when the session is used steadily past its absolute lifetime, then it is gone', async () => {
    const timeouts = { idleMs: 10 * MINUTE, absoluteMs: 25 * MINUTE };
    const store = createRedisSessionStore(redis, timeouts);
    const id = await store.create(newSession('user-absolute'), T0);
    expect(await store.findActive(id, at(9 * MINUTE))).not.toBeNull();
    expect(await store.findActive(id, at(18 * MINUTE))).not.toBeNull();
    expect(await store.findActive(id, at(27 * MINUTE))).toBeNull();
  });

  it('when found within a minute, then lastSeenAt stays; after a minute, then it moves', async () => {
    const store = createRedisSessionStore(redis, TIMEOUTS);
    const id = await store.create(newSession('user-touch'), T0);
    await store.findActive(id, at(SESSION_TOUCH_INTERVAL_MS - 1000));
    expect((await storedOf(id))?.lastSeenAt).toBe(T0.getTime());
    await store.findActive(id, at(SESSION_TOUCH_INTERVAL_MS + 1000));
    expect((await storedOf(id))?.lastSeenAt).toBe(at(SESSION_TOUCH_INTERVAL_MS + 1000).getTime());
    // The clean-up TTL follows the idle deadline computed from `now`.
    const ttl = await inspector.pttl(`${KEY_PREFIX}session:${sessionIdHash(id)}`);
    expect(ttl).toBeGreaterThan(TIMEOUTS.idleMs - 10_000);
    expect(ttl).toBeLessThanOrEqual(TIMEOUTS.idleMs);
  });

  it('when a session is revoked, then it is gone and no longer listed for its user', async () => {
    const store = createRedisSessionStore(redis, TIMEOUTS);
    const id = await store.create(newSession('user-revoke'), T0);
    await store.revoke(id, at(1000));
    expect(await store.findActive(id, at(2000))).toBeNull();
    expect(await inspector.smembers(`${KEY_PREFIX}user-sessions:user-revoke`)).toEqual([]);
    await expect(store.revoke(id, at(3000))).resolves.toBeUndefined();
  });

  it("when all of a user's sessions are revoked, then both end and another user's stays", async () => {
    const store = createRedisSessionStore(redis, TIMEOUTS);
    const first = await store.create(newSession('user-reset'), T0);
    const second = await store.create(newSession('user-reset'), at(1000));
    const other = await store.create(newSession('user-other'), at(2000));
    expect(await store.revokeAllForUser(NO_TX, 'user-reset', at(3000))).toBe(2);
    expect(await store.findActive(first, at(4000))).toBeNull();
    expect(await store.findActive(second, at(4000))).toBeNull();
    expect(await store.findActive(other, at(4000))).not.toBeNull();
    expect(await store.revokeAllForUser(NO_TX, 'user-reset', at(5000))).toBe(0);
  });

  it('when sessions are stored, then no key or value holds a raw session id', async () => {
    const store = createRedisSessionStore(redis, TIMEOUTS);
    const id = await store.create(newSession('user-hash'), T0);
    const keys = await scanKeys(inspector, `${KEY_PREFIX}*`);
    expect(keys).toContain(`${KEY_PREFIX}session:${sessionIdHash(id)}`);
    for (const key of keys) {
      expect(key).not.toContain(id);
      const type = await inspector.type(key);
      const values = type === 'set' ? await inspector.smembers(key) : [await inspector.get(key)];
      for (const value of values) expect(value).not.toContain(id);
    }
  });

  it('when the client has lost its server, then the store fails fast as unavailable', async () => {
    const lost = await connectRedis(REDIS_URL, {
      name: 'session-test',
      onError: vi.fn(),
      keyPrefix: KEY_PREFIX,
    });
    lost.disconnect();
    const store = createRedisSessionStore(lost, TIMEOUTS);
    const started = Date.now();
    const found: unknown = await store.findActive('any-id', T0).catch((caught: unknown) => caught);
    const created: unknown = await store
      .create(newSession('user-lost'), T0)
      .catch((caught: unknown) => caught);
    expect(isRedisUnavailableError(found)).toBe(true);
    expect(isRedisUnavailableError(created)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
