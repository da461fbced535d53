import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectRedis, execAll } from './redis-client';
import { isRedisUnavailableError } from './unavailable';

// The Redis of this machine and of CI (no persistence); a prefix of its own keeps this file's keys
// apart from every other run.
const REDIS_URL = 'redis://127.0.0.1:6379';
const KEY_PREFIX = `test:${randomUUID()}:`;

describe('connectRedis', () => {
  const errors: Error[] = [];
  let redis: Redis;

  beforeAll(async () => {
    redis = await connectRedis(REDIS_URL, {
      name: 'redis-client-test',
      onError: (error) => errors.push(error),
      keyPrefix: KEY_PREFIX,
    });
  });

  afterAll(async () => {
    await redis.del('greeting', 'counter');
    await redis.quit();
  });

  it('when Redis is reachable, then commands run under the key prefix', async () => {
    await redis.set('greeting', 'hello');
    const plain = await connectRedis(REDIS_URL, { name: 'redis-client-test', onError: vi.fn() });
    try {
      expect(await plain.get(`${KEY_PREFIX}greeting`)).toBe('hello');
    } finally {
      await plain.quit();
    }
  });

  it('when nothing listens on the port, then it rejects quickly naming the address but not the password', async () => {
    const started = Date.now();
    const attempt = connectRedis('redis://:hunter2@127.0.0.1:1', {
      name: 'redis-client-test',
      onError: vi.fn(),
    });
    await expect(attempt).rejects.toThrow(
      'Redis at 127.0.0.1:1 is unreachable (redis-client-test)',
    );
    const error: unknown = await attempt.catch((caught: unknown) => caught);
    expect(String(error)).not.toContain('hunter2');
    expect(isRedisUnavailableError(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('when its connection is killed, then it reconnects by itself', async () => {
    const id = await redis.client('ID');
    const killer = await connectRedis(REDIS_URL, { name: 'redis-client-test', onError: vi.fn() });
    try {
      await killer.client('KILL', 'ID', String(id));
    } finally {
      await killer.quit();
    }
    await vi.waitFor(async () => expect(await redis.incr('counter')).toBeGreaterThan(0), {
      timeout: 5000,
      interval: 50,
    });
    expect(errors.every(isRedisUnavailableError)).toBe(true);
  });

  it('when the client is disconnected, then a command fails at once as unavailable', async () => {
    const lost = await connectRedis(REDIS_URL, { name: 'redis-client-test', onError: vi.fn() });
    lost.disconnect();
    const started = Date.now();
    const error: unknown = await lost.get('anything').catch((caught: unknown) => caught);
    expect(isRedisUnavailableError(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('execAll', () => {
  it('when every command succeeds, then it returns the replies', async () => {
    const redis = await connectRedis(REDIS_URL, {
      name: 'redis-client-test',
      onError: vi.fn(),
      keyPrefix: KEY_PREFIX,
    });
    try {
      expect(await execAll(redis.multi().set('exec', '1').incr('exec').del('exec'))).toEqual([
        'OK',
        2,
        1,
      ]);
    } finally {
      await redis.quit();
    }
  });

  it('when a command fails or the client is down, then it throws instead of resolving', async () => {
    const redis = await connectRedis(REDIS_URL, {
      name: 'redis-client-test',
      onError: vi.fn(),
      keyPrefix: KEY_PREFIX,
    });
    await expect(
      execAll(redis.pipeline().set('text', 'a').incr('text').del('text')),
    ).rejects.toThrow(/not an integer/);
    await redis.del('text');
    redis.disconnect();
    const error: unknown = await execAll(redis.pipeline().set('text', 'a')).catch(
      (caught: unknown) => caught,
    );
    expect(isRedisUnavailableError(error)).toBe(true);
  });
});

describe('isRedisUnavailableError', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it.each([
    ['a closed connection', new Error('Connection is closed.')],
    [
      'a command while disconnected',
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    ],
    ['a command timeout', new Error('Command timed out')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:6379', 'ECONNREFUSED')],
    [
      'too many retries',
      Object.assign(new Error('Reached the max retries per request limit (which is 1).'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
    ['a Redis still loading', new Error('LOADING Redis is loading the dataset in memory')],
    [
      'a wrapped outage',
      new Error('session lookup failed', { cause: new Error('Command timed out') }),
    ],
    ['an outage on every address', new AggregateError([withCode('refused', 'ECONNREFUSED')])],
  ])('when the error is %s, then it is an outage', (_name, error) => {
    expect(isRedisUnavailableError(error)).toBe(true);
  });

  it.each([
    [
      'a wrong type',
      new Error('WRONGTYPE Operation against a key holding the wrong kind of value'),
    ],
    ['a script error', new Error('ERR Error running script')],
    ['not an Error', 'Connection is closed.'],
    ['nothing', undefined],
  ])('when the error is %s, then it is not an outage', (_name, error) => {
    expect(isRedisUnavailableError(error)).toBe(false);
  });
});
