import { lt, sql } from 'drizzle-orm';
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
  /** Housekeeping: forgets windows started before `before`; returns how many. */
  sweep(before: Date): Promise<number>;
}

interface CounterRow extends Record<string, unknown> {
  hits: number;
  window_start: string | Date;
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
    // Hashed: the table then holds no address or e-mail, only counters.
    const key = `${rule.name}:${sha256Hex(subject)}`;
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
    const windowEnd = new Date(row.window_start).getTime() + rule.windowMs;
    return Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
  };

  return {
    async hit(...hits) {
      let retryAfter = 0;
      for (const entry of hits) retryAfter = Math.max(retryAfter, await count(entry));
      if (retryAfter > 0) {
        throw new AppError(429, 'TOO_MANY_REQUESTS', {
          message: `Too many requests; retry in ${retryAfter} s.`,
          headers: { 'retry-after': String(retryAfter) },
        });
      }
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
