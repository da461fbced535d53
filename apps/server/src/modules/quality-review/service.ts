import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { OperatorService } from '../video-identification/operator-service';
import type { ProtocolService } from '../video-identification/protocol-service';
import { createListReviewQueue } from './use-cases/list-review-queue';
import { createReadQualityReport } from './use-cases/read-quality-report';
import { createReadReview } from './use-cases/read-review';
import { createReadReviewSnapshot } from './use-cases/read-review-snapshot';
import { createRecordReview } from './use-cases/record-review';

export interface QualityReviewServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly timeZone: string;
  readonly videoOperators: Pick<OperatorService, 'detail'>;
  readonly videoProtocols: Pick<ProtocolService, 'callsOf' | 'snapshotOf'>;
}

/** The supervisors' side of the quality review (decision 269): the queue, a review, the report. */
export function createQualityReviewService(deps: QualityReviewServiceDeps) {
  return {
    queue: createListReviewQueue(deps),
    read: createReadReview(deps),
    snapshot: createReadReviewSnapshot(deps),
    record: createRecordReview(deps),
    report: createReadQualityReport(deps),
  };
}

export type QualityReviewService = ReturnType<typeof createQualityReviewService>;
