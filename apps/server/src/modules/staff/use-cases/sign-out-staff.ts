import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import { revokeStaffSession } from '../repository';
import { findLiveStaffSession, type StaffSessionTimeouts } from '../staff-sessions';

export interface SignOutStaffDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly timeouts: StaffSessionTimeouts;
}

/** `auth/logout`: ends the session (pending or signed in); silent without one. */
export function createSignOutStaff(deps: SignOutStaffDeps) {
  const { db } = deps;

  return async function signOutStaff(
    sessionId: string | undefined,
    context: RequestContext,
  ): Promise<void> {
    const found = await findLiveStaffSession(deps, sessionId);
    if (found === null) return;
    await db.transaction(async (tx) => {
      await revokeStaffSession(tx, found.idHash, found.now);
      await recordAudit(tx, context, {
        actorType: 'operator',
        actorId: found.account.id,
        action: 'staff.session_ended',
        subjectType: 'staff',
        subjectId: found.account.id,
      });
    });
  };
}
