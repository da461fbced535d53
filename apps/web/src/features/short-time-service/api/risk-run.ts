import {
  LONG_PROCESS_POLL_INTERVAL_MS,
  ZLongProcess,
  ZRiskAssessmentResult,
  type TLongProcess,
  type TRiskAssessmentResult,
} from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

export const riskRunKey = (prospectId: string) => ['risk-run', prospectId] as const;
export const riskResultKey = (prospectId: string) => ['risk-result', prospectId] as const;

/**
 * `POST user/checkrisk` (decision 147): the loan's risk run, started again by the server when it
 * had failed. The screen handles a failure itself (no run yet right after the video: ask again).
 */
export function checkRisk(prospectId: string, signal?: AbortSignal): Promise<TLongProcess> {
  return api.post('/user/checkrisk', {
    body: { prospectId },
    schema: ZLongProcess,
    routeErrors: false,
    ...(signal === undefined ? {} : { signal }),
  });
}

export function riskRunQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: riskRunKey(prospectId),
    queryFn: ({ signal }) => checkRisk(prospectId, signal),
    retry: false,
    refetchInterval: (query) =>
      query.state.status === 'error' ? LONG_PROCESS_POLL_INTERVAL_MS : false,
  });
}

/** `POST user/getriskassessmentresult`: the outcome once the run has decided. */
export function riskResultQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: riskResultKey(prospectId),
    queryFn: ({ signal }): Promise<TRiskAssessmentResult> =>
      api.post('/user/getriskassessmentresult', {
        body: { prospectId },
        schema: ZRiskAssessmentResult,
        signal,
        routeErrors: false,
      }),
    retry: false,
  });
}
