import { ZRiskAssessmentResult, type TRiskAssessmentResult } from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

export const riskAssessmentKey = (prospectId: string) => ['risk-assessment', prospectId] as const;

/** `POST user/getriskassessmentresult`: the assessment, the offer made and the sliders' bounds. */
export function riskAssessmentQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: riskAssessmentKey(prospectId),
    queryFn: ({ signal }): Promise<TRiskAssessmentResult> =>
      api.post('/user/getriskassessmentresult', {
        body: { prospectId },
        schema: ZRiskAssessmentResult,
        scope: 'CREDIT_APPROVAL',
        signal,
      }),
  });
}

export function useRiskAssessment(prospectId: string) {
  return useQuery(riskAssessmentQueryOptions(prospectId));
}
