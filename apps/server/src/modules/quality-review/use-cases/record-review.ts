import type { TQualityReviewItem, TQualityReviewRequest } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { qualityAudit } from '../audit';
import { alreadyReviewed } from '../errors';
import { lockReviewable } from '../own-review';
import { recordReview } from '../repository';
import { itemOf } from '../views';

export interface RecordReviewDeps {
  readonly db: Database;
  readonly clock: Clock;
}

/**
 * `POST quality-reviews/{identificationId}` (decision 269): a supervisor other than the call's
 * operator records "in order" or a finding with its category and note, once; audited with all of
 * it.
 */
export function createRecordReview({ db, clock }: RecordReviewDeps) {
  return async function review(
    staff: StaffCaller,
    identificationId: string,
    request: TQualityReviewRequest,
    context: RequestContext,
  ): Promise<TQualityReviewItem> {
    return db.transaction(async (tx) => {
      const row = await lockReviewable(tx, staff, identificationId);
      if (row.reviewedAt !== null) throw alreadyReviewed();
      const category = request.verdict === 'FINDING' ? request.category : null;
      const reviewed = await recordReview(tx, identificationId, {
        reviewerId: staff.staffId,
        reviewerName: staff.fullName,
        reviewedAt: clock(),
        verdict: request.verdict,
        category,
        note: request.note,
      });
      if (reviewed === null) throw alreadyReviewed();
      await recordAudit(
        tx,
        context,
        qualityAudit(
          reviewed,
          { actorType: 'operator', actorId: staff.staffId },
          'quality.reviewed',
          {
            verdict: request.verdict,
            ...(category === null ? {} : { category }),
            note: request.note,
          },
        ),
      );
      return itemOf(reviewed);
    });
  };
}
