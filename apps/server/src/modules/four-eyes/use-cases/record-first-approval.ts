import type { FourEyesReason, ProcessName } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { insertSecondApproval } from '../repository';

export interface RecordFirstApprovalDeps {
  readonly clock: Clock;
}

/** The identification approved first, as the four-eyes list shows it. */
export interface FirstApproved {
  readonly identificationId: string;
  readonly prospectId: string;
  readonly fullName: string;
  readonly process: ProcessName;
}

/**
 * The first of two approvals (decision 267), in the decision's transaction: the approval waits
 * for a second staff member with the rule's reasons, and the audit trail says who gave it and why
 * it waits.
 */
export function createRecordFirstApproval(deps: RecordFirstApprovalDeps) {
  return async function recordFirstApproval(
    tx: Transaction,
    approved: FirstApproved,
    staff: StaffCaller,
    reasons: readonly FourEyesReason[],
    context: RequestContext,
  ): Promise<void> {
    await insertSecondApproval(tx, {
      ...approved,
      reasons: [...reasons],
      status: 'PENDING',
      firstApproverId: staff.staffId,
      firstApproverName: staff.fullName,
      firstApprovedAt: deps.clock(),
    });
    await recordAudit(tx, context, {
      actorType: 'operator',
      actorId: staff.staffId,
      action: 'four_eyes.first_approval',
      subjectType: 'prospect',
      subjectId: approved.prospectId,
      details: { identificationId: approved.identificationId, reasons: [...reasons] },
    });
  };
}
