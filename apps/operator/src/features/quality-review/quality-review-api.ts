import {
  API_BASE_OPERATOR,
  ZQualityReport,
  ZQualityReviewItem,
  ZQualityReviewQueue,
  ZQualityReviewView,
  type TQualityReport,
  type TQualityReviewItem,
  type TQualityReviewQueue,
  type TQualityReviewRequest,
  type TQualityReviewView,
} from '@onboarding/domain';
import { staffRequest, type Fetch } from '../../shared/api/http';

export type QueueState = 'OPEN' | 'REVIEWED';

/** The quality review's calls under /services/operator (decision 269). */
export interface QualityReviewApi {
  queue(state: QueueState): Promise<TQualityReviewQueue>;
  read(identificationId: string): Promise<TQualityReviewView>;
  record(identificationId: string, review: TQualityReviewRequest): Promise<TQualityReviewItem>;
  report(month: string): Promise<TQualityReport>;
}

const segment = encodeURIComponent;

export function createQualityReviewApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): QualityReviewApi {
  return {
    queue: (state) =>
      staffRequest(fetchImpl, `quality-reviews?state=${state}`, ZQualityReviewQueue),
    read: (id) => staffRequest(fetchImpl, `quality-reviews/${segment(id)}`, ZQualityReviewView),
    record: (id, review) =>
      staffRequest(fetchImpl, `quality-reviews/${segment(id)}`, ZQualityReviewItem, {
        method: 'POST',
        body: review,
      }),
    report: (month) =>
      staffRequest(fetchImpl, `quality-reviews/report?month=${segment(month)}`, ZQualityReport),
  };
}

/** A snapshot of the sampled call, for an <img>: served to its reviewers only. */
export function snapshotUrl(identificationId: string, snapshotId: string): string {
  return `${API_BASE_OPERATOR}/quality-reviews/${segment(identificationId)}/snapshots/${segment(snapshotId)}`;
}
