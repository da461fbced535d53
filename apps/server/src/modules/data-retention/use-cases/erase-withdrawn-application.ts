import { recordAudit, SYSTEM_CONTEXT } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import { type CaseDeletionDeps, deleteAccountIfEmpty, deleteWholeCase } from '../case-deletion';
import { casesOfUser } from '../repository';

export interface EraseWithdrawnApplicationDeps extends CaseDeletionDeps {
  readonly clock: Clock;
}

/**
 * A withdrawn application (decision 182): handled like an erasure, for that case only. A case
 * that never became a customer is deleted whole; the account goes too when no case is left.
 */
export function createEraseWithdrawnApplication(deps: EraseWithdrawnApplicationDeps) {
  const { db, clock } = deps;

  return async function eraseWithdrawnApplication(
    prospectId: string,
    userId: string,
  ): Promise<void> {
    const facts = (await casesOfUser(db, userId)).find((one) => one.prospectId === prospectId);
    // Already erased (a retried job) or refused at the request: nothing left to do.
    if (facts === undefined || facts.customer) return;
    const storageObjects = await deleteWholeCase(deps, facts, 'WITHDRAWN');
    const accounts = await deleteAccountIfEmpty(deps, userId, clock());
    await recordAudit(db, SYSTEM_CONTEXT, {
      actorType: 'system',
      actorId: 'data-retention',
      action: 'withdrawal.completed',
      subjectType: 'prospect',
      subjectId: prospectId,
      details: { storageObjects, account: accounts === 1 ? 'DELETED' : 'KEPT' },
    });
  };
}

export type EraseWithdrawnApplication = ReturnType<typeof createEraseWithdrawnApplication>;
