import type { TQualityReviewItem } from '@onboarding/domain';
import type { QualityFinishedRow } from './tables';

/** A sampled row as the queue and the review screen show it. */
export function itemOf(row: QualityFinishedRow): TQualityReviewItem {
  return {
    identificationId: row.identificationId,
    prospectId: row.prospectId,
    fullName: row.fullName,
    process: row.process,
    outcome: row.outcome,
    operator: { id: row.operatorId, fullName: row.operatorName },
    finishedAt: row.finishedAt.toISOString(),
    sampledAt: (row.sampledAt ?? row.finishedAt).toISOString(),
    sampleReason: row.sampleReason ?? 'SHARE',
    review:
      row.reviewedAt === null || row.verdict === null
        ? null
        : {
            verdict: row.verdict,
            category: row.category,
            note: row.note ?? '',
            reviewer: { id: row.reviewerId ?? '', fullName: row.reviewerName ?? '' },
            reviewedAt: row.reviewedAt.toISOString(),
          },
  };
}
