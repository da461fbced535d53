import type { TQualityReviewRequest } from '@onboarding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { consoleKeys } from '../../shared/api/query-keys';
import { useStaffFetch } from '../../shared/api/staff-api-context';
import { createQualityReviewApi, type QueueState } from './quality-review-api';

/** This feature's own keys, under its name. */
const qualityKeys = {
  all: ['quality-review'] as const,
  queue: (state: QueueState) => ['quality-review', 'queue', state] as const,
  review: (identificationId: string) => ['quality-review', 'review', identificationId] as const,
  report: (month: string) => ['quality-review', 'report', month] as const,
};

function useQualityReviewApi() {
  const fetch = useStaffFetch();
  return useMemo(() => createQualityReviewApi(fetch), [fetch]);
}

/** The sampled calls to review, or those reviewed (decision 269). */
export function useReviewQueue(state: QueueState) {
  const api = useQualityReviewApi();
  return useQuery({ queryKey: qualityKeys.queue(state), queryFn: () => api.queue(state) });
}

/** One sampled call with what its reviewer checks; nothing is asked for a malformed id. */
export function useReview(identificationId: string | null) {
  const api = useQualityReviewApi();
  return useQuery({
    queryKey: qualityKeys.review(identificationId ?? ''),
    queryFn: () => api.read(identificationId ?? ''),
    enabled: identificationId !== null,
  });
}

/** Records a review; the queue, the report and the case's page are read again after it. */
export function useRecordReview(identificationId: string, prospectId: string | null) {
  const api = useQualityReviewApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: TQualityReviewRequest) => api.record(identificationId, review),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: qualityKeys.all });
      if (prospectId !== null) {
        await client.invalidateQueries({ queryKey: consoleKeys.case(prospectId) });
      }
    },
  });
}

/** The month's findings per operator. */
export function useQualityReport(month: string) {
  const api = useQualityReviewApi();
  return useQuery({ queryKey: qualityKeys.report(month), queryFn: () => api.report(month) });
}
