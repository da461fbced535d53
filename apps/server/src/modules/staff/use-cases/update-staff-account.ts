import type { TStaffAccount, TUpdateStaffRequest } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { clearTotp, findStaffById, revokeAllStaffSessions, setStaffDisabled } from '../repository';
import { accountOf } from '../staff-views';

export interface UpdateStaffAccountDeps {
  readonly db: Database;
  readonly clock: Clock;
}

/**
 * `PATCH staff/{id}` (supervisor): disable or enable an account, or reset its second factor.
 * Disabling and a reset end every session of the account in the same transaction. A supervisor
 * cannot disable their own account (someone must be left to enable the others).
 */
export function createUpdateStaffAccount(deps: UpdateStaffAccountDeps) {
  const { db, clock } = deps;

  return async function updateStaffAccount(
    staffId: string,
    change: TUpdateStaffRequest,
    by: StaffCaller,
    context: RequestContext,
  ): Promise<TStaffAccount> {
    if (change.disabled === true && staffId === by.staffId) {
      throw new AppError(409, 'STAFF_CANNOT_DISABLE_SELF', {
        message: 'A supervisor cannot disable their own account.',
      });
    }
    const now = clock();
    const audit = (tx: Transaction, action: string, details: Record<string, unknown> = {}) =>
      recordAudit(tx, context, {
        actorType: 'operator',
        actorId: by.staffId,
        action,
        subjectType: 'staff',
        subjectId: staffId,
        details,
      });
    const updated = await db.transaction(async (tx) => {
      const account = await findStaffById(tx, staffId);
      if (account === null) return null;
      const { disabled } = change;
      let endsSessions = change.resetTotp === true;
      if (disabled !== undefined && (account.disabledAt !== null) !== disabled) {
        await setStaffDisabled(tx, staffId, disabled ? now : null, now);
        await audit(tx, disabled ? 'staff.disabled' : 'staff.enabled');
        endsSessions ||= disabled;
      }
      if (change.resetTotp === true) {
        await clearTotp(tx, staffId, now);
        await audit(tx, 'staff.totp_reset');
      }
      if (endsSessions) {
        const ended = await revokeAllStaffSessions(tx, staffId, now);
        await audit(tx, 'staff.sessions_ended', { sessionsEnded: ended });
      }
      return findStaffById(tx, staffId);
    });
    if (updated === null) {
      throw new AppError(404, 'NOT_FOUND', { message: 'No such staff account.' });
    }
    return accountOf(updated);
  };
}
