import type { TQualityQueueQuery, TQualityReviewQueue } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { findSampled } from '../repository';
import { itemOf } from '../views';

export interface ListReviewQueueDeps {
  readonly db: Database;
}

const QUEUE_LIMIT = 200;

/**
 * `GET quality-reviews?state` (supervisors): the sampled identifications still to review, oldest
 * first, or the reviewed ones, newest first. A supervisor's own calls are left out: another
 * supervisor reviews them (decision 269).
 */
export function createListReviewQueue({ db }: ListReviewQueueDeps) {
  return async function reviewQueue(
    staff: StaffCaller,
    query: TQualityQueueQuery,
  ): Promise<TQualityReviewQueue> {
    const rows = await findSampled(db, query.state, QUEUE_LIMIT);
    return {
      items: rows.filter((row) => row.operatorId !== staff.staffId).map(itemOf),
    };
  };
}
