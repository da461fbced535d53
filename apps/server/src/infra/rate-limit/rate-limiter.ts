import { eq, lt, sql } from 'drizzle-orm';
import { rateLimits } from './tables';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../clock';
import { sha256Hex } from '../crypto/random';
import type { Database } from '../db/database';

/** One limit: at most `limit` hits per `windowMs` for one subject (an IP, an account, a phone). */
export interface RateLimitRule {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitHit {
  readonly rule: RateLimitRule;
  /** What is counted: an IP address, a lower-case e-mail, a phone number, a uid. */
  readonly subject: string;
}

export interface RateLimiter {
  /**
   * Counts one hit for each subject and throws 429 TOO_MANY_REQUESTS with Retry-After (seconds
   * until the fullest window ends) when any is over its limit. Called before any password hashing.
   */
  hit(...hits: readonly RateLimitHit[]): Promise<void>;
  /**
   * Throws the same 429 when a subject has used up its limit already, without counting. For
   * counters of outcomes, such as failed sign-ins per source (decision 160): checked before the
   * work, counted by `hit` only when the work fails.
   */
  check(...hits: readonly RateLimitHit[]): Promise<void>;
  /** Housekeeping: forgets windows started before `before`; returns how many. */
  sweep(before: Date): Promise<number>;
}

interface CounterRow extends Record<string, unknown> {
  hits: number;
  window_start: string | Date;
}

/** The 429 of every limiter: Retry-After is the wait, in whole seconds, until the fullest window ends. */
export function tooManyRequests(retryAfter: number): AppError {
  return new AppError(429, 'TOO_MANY_REQUESTS', {
    message: `Too many requests; retry in ${retryAfter} s.`,
    headers: { 'retry-after': String(retryAfter) },
  });
}

/** Seconds until a window that started at `windowStartMs` ends; at least 1. */
export function secondsLeft(windowStartMs: number, rule: RateLimitRule, nowMs: number): number {
  return Math.max(1, Math.ceil((windowStartMs + rule.windowMs - nowMs) / 1000));
}

/** Hashed: the store then holds no address or e-mail, only counters. */
function counterKey({ rule, subject }: RateLimitHit): string {
  return `${rule.name}:${sha256Hex(subject)}`;
}

/**
 * Fixed-window counters in the database (table rate_limits), so every instance on the same
 * database shares them (DESIGN section 5). One upsert per subject: it either starts a new window or
 * adds one to the current one, atomically, and returns the count.
 */
export function createDatabaseRateLimiter(db: Database, clock: Clock): RateLimiter {
  const count = async ({ rule, subject }: RateLimitHit) => {
    const now = clock();
    const windowFloor = new Date(now.getTime() - rule.windowMs);
    const key = counterKey({ rule, subject });
    const result = await db.execute<CounterRow>(sql`
      insert into rate_limits (key, window_start, hits)
      values (${key}, ${now.toISOString()}::timestamptz, 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_start <= ${windowFloor.toISOString()}::timestamptz
          then 1 else rate_limits.hits + 1 end,
        window_start = case when rate_limits.window_start <= ${windowFloor.toISOString()}::timestamptz
          then ${now.toISOString()}::timestamptz else rate_limits.window_start end
      returning hits, window_start`);
    const row = result.rows[0];
    if (row === undefined || row.hits <= rule.limit) return 0;
    return secondsLeft(new Date(row.window_start).getTime(), rule, now.getTime());
  };

  /** The wait when the subject's current window is full already; 0 otherwise. Counts nothing. */
  const peek = async (hit: RateLimitHit) => {
    const now = clock();
    const [row] = await db
      .select({ hits: rateLimits.hits, windowStart: rateLimits.windowStart })
      .from(rateLimits)
      .where(eq(rateLimits.key, counterKey(hit)));
    if (row === undefined || row.hits < hit.rule.limit) return 0;
    if (row.windowStart.getTime() <= now.getTime() - hit.rule.windowMs) return 0;
    return secondsLeft(row.windowStart.getTime(), hit.rule, now.getTime());
  };

  return {
    async hit(...hits) {
      let retryAfter = 0;
      for (const entry of hits) retryAfter = Math.max(retryAfter, await count(entry));
      if (retryAfter > 0) throw tooManyRequests(retryAfter);
    },
    async check(...hits) {
      let retryAfter = 0;
      for (const entry of hits) retryAfter = Math.max(retryAfter, await peek(entry));
      if (retryAfter > 0) throw tooManyRequests(retryAfter);
    },
    async sweep(before) {
      const deleted = await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, before))
        .returning({ key: rateLimits.key });
      return deleted.length;
    },
  };
}
