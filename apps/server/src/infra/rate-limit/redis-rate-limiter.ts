import type { Redis, Result } from 'ioredis';
import type { Clock } from '../clock';
import { sha256Hex } from '../crypto/random';
import { execAll } from '../redis/redis-client';
import { type RateLimiter, type RateLimitHit, secondsLeft, tooManyRequests } from './rate-limiter';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** See HIT_SCRIPT: returns [hits, windowStartMs]. */
    onboardingRateLimitHit(
      key: string,
      nowMs: number,
      windowMs: number,
    ): Result<[number, number], Context>;
  }
}

// The same fixed window as the database limiter, atomic because Redis runs a script alone: a
// stored start at least a window old starts a new window. Time is the caller's clock (ARGV), not
// Redis's, so every instance and every test agrees on it; the PEXPIRE only clears idle counters.
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
local hits
if start == nil or start <= now - window then
  start = now
  hits = 1
  redis.call('HSET', KEYS[1], 'start', ARGV[1], 'hits', 1)
else
  hits = redis.call('HINCRBY', KEYS[1], 'hits', 1)
end
redis.call('PEXPIRE', KEYS[1], math.max(1, start + window - now))
return {hits, start}
`;

/**
 * Fixed-window counters in Redis (REDIS_URL set), shared by every instance on that Redis. All the
 * hits of one call go in one pipeline: one round trip, each hit atomic on its own.
 */
export function createRedisRateLimiter(redis: Redis, clock: Clock): RateLimiter {
  redis.defineCommand('onboardingRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });

  return {
    async hit(...hits) {
      if (hits.length === 0) return;
      const nowMs = clock().getTime();
      const pipeline = redis.pipeline();
      for (const { rule, subject } of hits) {
        pipeline.onboardingRateLimitHit(counterKey({ rule, subject }), nowMs, rule.windowMs);
      }
      const replies = await execAll(pipeline);
      let retryAfter = 0;
      replies.forEach((reply, index) => {
        const rule = hits[index]?.rule;
        if (rule === undefined) return;
        const [count, windowStartMs] = parseReply(reply);
        if (count <= rule.limit) return;
        retryAfter = Math.max(retryAfter, secondsLeft(windowStartMs, rule, nowMs));
      });
      if (retryAfter > 0) throw tooManyRequests(retryAfter);
    },
    async check(...hits) {
      if (hits.length === 0) return;
      const nowMs = clock().getTime();
      const pipeline = redis.pipeline();
      for (const hit of hits) pipeline.hmget(counterKey(hit), 'start', 'hits');
      const replies = await execAll(pipeline);
      let retryAfter = 0;
      replies.forEach((reply, index) => {
        const rule = hits[index]?.rule;
        if (rule === undefined || !Array.isArray(reply)) return;
        const [start, count] = reply.map(Number);
        if (start === undefined || count === undefined || Number.isNaN(start)) return;
        if (count < rule.limit || start <= nowMs - rule.windowMs) return;
        retryAfter = Math.max(retryAfter, secondsLeft(start, rule, nowMs));
      });
      if (retryAfter > 0) throw tooManyRequests(retryAfter);
    },

    // Redis forgets a window by itself when its key's time to live runs out.
    sweep: () => Promise.resolve(0),
  };
}

// Hashed: Redis then holds no address or e-mail, only counters. The namespace keeps rule names
// clear of the session keys on the same Redis.
function counterKey({ rule, subject }: RateLimitHit): string {
  return `rate-limit:${rule.name}:${sha256Hex(subject)}`;
}

function parseReply(reply: unknown): [number, number] {
  if (
    Array.isArray(reply) &&
    reply.length === 2 &&
    typeof reply[0] === 'number' &&
    typeof reply[1] === 'number'
  ) {
    return [reply[0], reply[1]];
  }
  throw new Error('unexpected reply from the rate-limit script');
}
