import type { RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import { randomId, sha256Hex } from '../../infra/crypto/random';
import type { Database } from '../../infra/db/database';
import { STAFF_PENDING_SESSION_MS } from './limits';
import { findLiveSession, insertStaffSession } from './repository';

/** 128-bit session ids, as the applicants' (DESIGN "Sessions"). */
const SESSION_ID_BYTES = 16;

/** The same timeouts as the applicants' sessions (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS). */
export interface StaffSessionTimeouts {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

/** The live session (pending or signed in) of a session id with its account, or null. */
export async function findLiveStaffSession(
  deps: { readonly db: Database; readonly clock: Clock; readonly timeouts: StaffSessionTimeouts },
  sessionId: string | undefined,
) {
  const { db, clock, timeouts } = deps;
  if (sessionId === undefined || sessionId === '') return null;
  const now = clock();
  const idHash = sha256Hex(sessionId);
  const found = await findLiveSession(db, idHash, now, new Date(now.getTime() - timeouts.idleMs));
  return found === null ? null : { ...found, idHash, now };
}

/**
 * A new session of the account: pending (password given, code not yet) without a second factor,
 * signed in with one. Returns the session id for the cookie.
 */
export async function startStaffSession(
  deps: { readonly clock: Clock; readonly timeouts: StaffSessionTimeouts },
  tx: Parameters<typeof insertStaffSession>[0],
  staffId: string,
  secondFactorAt: Date | null,
  context: RequestContext,
): Promise<string> {
  const { clock, timeouts } = deps;
  const now = clock();
  const sessionId = randomId(SESSION_ID_BYTES);
  await insertStaffSession(tx, {
    idHash: sha256Hex(sessionId),
    staffId,
    now,
    expiresAt: new Date(
      now.getTime() + (secondFactorAt === null ? STAFF_PENDING_SESSION_MS : timeouts.absoluteMs),
    ),
    secondFactorAt,
    ip: context.ip,
    userAgent: context.userAgent,
  });
  return sessionId;
}
