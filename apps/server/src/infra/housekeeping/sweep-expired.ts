import { DURATIONS_MS, SIGNED_TOKEN_VALIDITY_MS } from '@onboarding/domain';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { otpCodes, rateLimits, sessions, usedTokens } from '../db/schema';

/**
 * Rows that can no longer matter are deleted: sessions past their end or revoked, one-time codes
 * past their validity, used-token marks whose token has expired anyway (a replay is refused by
 * the expiry then), and rate-limit windows long closed. A day of margin keeps recent rows for
 * support questions; the audit trail keeps the history.
 */
export interface SweepCounts {
  readonly sessions: number;
  readonly otpCodes: number;
  readonly usedTokens: number;
  readonly rateLimits: number;
}

const MARGIN_MS = DURATIONS_MS.day;

export async function sweepExpired(db: Database, now: Date): Promise<SweepCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const cutoff = before(MARGIN_MS);
  const deletedSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, cutoff),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff)),
      ),
    )
    .returning({ id: sessions.idHash });
  const deletedCodes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.expiresAt, cutoff))
    .returning({ id: otpCodes.id });
  const deletedTokens = await db
    .delete(usedTokens)
    .where(lt(usedTokens.usedAt, before(SIGNED_TOKEN_VALIDITY_MS + MARGIN_MS)))
    .returning({ id: usedTokens.jtiHash });
  const deletedWindows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, cutoff))
    .returning({ key: rateLimits.key });
  return {
    sessions: deletedSessions.length,
    otpCodes: deletedCodes.length,
    usedTokens: deletedTokens.length,
    rateLimits: deletedWindows.length,
  };
}
