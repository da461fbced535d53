import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { touchStaffSession } from '../repository';
import { findLiveStaffSession, type StaffSessionTimeouts } from '../staff-sessions';
import { callerOfRow } from '../staff-views';

export interface ReadStaffCallerDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly timeouts: StaffSessionTimeouts;
}

/** The idle deadline moves at most once a minute (as decision 125 for the applicants'). */
const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** The signed-in staff member of a session id (password and code given), or null. */
export function createReadStaffCaller(deps: ReadStaffCallerDeps) {
  const { db } = deps;

  return async function readStaffCaller(
    sessionId: string | undefined,
  ): Promise<StaffCaller | null> {
    const found = await findLiveStaffSession(deps, sessionId);
    if (found === null || found.session.secondFactorAt === null) return null;
    if (found.now.getTime() - found.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await touchStaffSession(db, found.idHash, found.now);
    }
    return callerOfRow(found.account);
  };
}
