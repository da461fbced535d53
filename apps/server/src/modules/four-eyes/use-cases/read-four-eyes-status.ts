import type { TFourEyesStatus } from '@onboarding/domain';
import type { Database, Transaction } from '../../../infra/db/database';
import { findSecondApproval } from '../repository';

/** What an identification's four-eyes record says (the detail and the protocol); null: none. */
export function createReadFourEyesStatus() {
  return async function statusOf(
    db: Database | Transaction,
    identificationId: string,
  ): Promise<TFourEyesStatus | null> {
    const row = await findSecondApproval(db, identificationId);
    if (row === null) return null;
    return {
      reasons: row.reasons,
      firstApprover: { id: row.firstApproverId, fullName: row.firstApproverName },
      firstApprovedAt: row.firstApprovedAt.toISOString(),
      secondStaff:
        row.secondStaffId === null
          ? null
          : { id: row.secondStaffId, fullName: row.secondStaffName ?? '' },
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  };
}
