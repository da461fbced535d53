import type { TSecondDecisionRequest } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { notAwaitingSecondApproval, sameStaffMember } from '../errors';
import { decideSecondApproval, lockSecondApproval } from '../repository';
import type { SecondApprovalRow } from '../tables';

export interface RecordSecondDecisionDeps {
  readonly clock: Clock;
}

/**
 * The second staff member's decision on a waiting approval (decision 267), in the caller's
 * transaction: never the first approver (409), only while it waits (409); both names stay on the
 * record and the audit trail names both.
 */
export function createRecordSecondDecision(deps: RecordSecondDecisionDeps) {
  return async function recordSecondDecision(
    tx: Transaction,
    identificationId: string,
    staff: StaffCaller,
    decision: TSecondDecisionRequest,
    context: RequestContext,
  ): Promise<SecondApprovalRow> {
    const pending = await lockSecondApproval(tx, identificationId);
    if (pending === null || pending.status !== 'PENDING') throw notAwaitingSecondApproval();
    if (pending.firstApproverId === staff.staffId) throw sameStaffMember();
    const reason = decision.outcome === 'REJECT' ? decision.reason : null;
    const decided = await decideSecondApproval(tx, identificationId, {
      status: decision.outcome === 'APPROVE' ? 'APPROVED' : 'REJECTED',
      secondStaffId: staff.staffId,
      secondStaffName: staff.fullName,
      decidedAt: deps.clock(),
      reason,
    });
    if (decided === null) throw notAwaitingSecondApproval();
    await recordAudit(tx, context, {
      actorType: 'operator',
      actorId: staff.staffId,
      action: 'four_eyes.second_decision',
      subjectType: 'prospect',
      subjectId: decided.prospectId,
      details: {
        identificationId,
        outcome: decision.outcome,
        firstApproverId: decided.firstApproverId,
        reasons: decided.reasons,
        ...(reason === null ? {} : { reason }),
      },
    });
    return decided;
  };
}
