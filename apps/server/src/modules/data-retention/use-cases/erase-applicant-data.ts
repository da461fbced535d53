import { recordAudit, SYSTEM_CONTEXT } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import {
  type CaseDeletionDeps,
  deleteAccountWithoutCases,
  deleteWholeCase,
} from '../case-deletion';
import {
  casesOfUser,
  deleteWorkingData,
  findAccount,
  findErasure,
  makeAccountUnusable,
  markErasureDone,
} from '../repository';
import type { EraseWithdrawnApplication } from './erase-withdrawn-application';

export interface EraseApplicantDataDeps extends CaseDeletionDeps {
  readonly clock: Clock;
  readonly eraseWithdrawnApplication: EraseWithdrawnApplication;
}

/**
 * The job: every case that never became a customer is deleted whole; a customer's case keeps
 * its AML evidence (tagged in the policy) and loses the rest; the account is deleted, or for a
 * customer made unusable. Audited with counts only.
 */
export function createEraseApplicantData(deps: EraseApplicantDataDeps) {
  const { db, clock, sessions, eraseWithdrawnApplication } = deps;

  return async function eraseApplicantData(
    payload:
      | { readonly requestId: string }
      | { readonly withdrawal: { readonly prospectId: string; readonly userId: string } },
  ): Promise<void> {
    if ('withdrawal' in payload) {
      await eraseWithdrawnApplication(payload.withdrawal.prospectId, payload.withdrawal.userId);
      return;
    }
    const request = await findErasure(db, payload.requestId);
    if (request === null || request.status !== 'SCHEDULED') return;
    const now = clock();
    const cases = await casesOfUser(db, request.userId);
    let casesDeleted = 0;
    let casesRetained = 0;
    let storageObjects = 0;
    let workingRows = 0;
    for (const facts of cases) {
      if (facts.customer) {
        workingRows += await db.transaction((tx) => deleteWorkingData(tx, facts.prospectId));
        casesRetained += 1;
      } else {
        storageObjects += await deleteWholeCase(deps, facts, 'ERASURE');
        casesDeleted += 1;
      }
    }
    await db.transaction(async (tx) => {
      const account = await findAccount(tx, request.userId);
      let accountOutcome: 'DELETED' | 'MADE_UNUSABLE' | 'GONE' = 'GONE';
      if (account !== null) {
        if (casesRetained === 0) {
          await deleteAccountWithoutCases(deps, tx, account, now);
          accountOutcome = 'DELETED';
        } else {
          await sessions.revokeAllForUser(tx, account.id, now);
          await makeAccountUnusable(tx, account, now);
          await markErasureDone(tx, request.id, now);
          accountOutcome = 'MADE_UNUSABLE';
        }
      }
      await recordAudit(tx, SYSTEM_CONTEXT, {
        actorType: 'system',
        actorId: 'data-retention',
        action: 'erasure.completed',
        subjectType: 'user',
        subjectId: request.userId,
        details: {
          casesDeleted,
          casesRetained,
          storageObjects,
          workingRows,
          account: accountOutcome,
        },
      });
    });
  };
}
