import type { TPendingApprovalList } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { findPendingApprovals } from '../repository';

export interface ListPendingApprovalsDeps {
  readonly db: Database;
}

/** `GET four-eyes`: the approvals waiting for a second staff member, longest waiting first. */
export function createListPendingApprovals(deps: ListPendingApprovalsDeps) {
  return async function listPendingApprovals(): Promise<TPendingApprovalList> {
    const rows = await findPendingApprovals(deps.db);
    return {
      approvals: rows.map((row) => ({
        identificationId: row.identificationId,
        prospectId: row.prospectId,
        fullName: row.fullName,
        process: row.process,
        reasons: row.reasons,
        firstApprover: { id: row.firstApproverId, fullName: row.firstApproverName },
        firstApprovedAt: row.firstApprovedAt.toISOString(),
      })),
    };
  };
}
