import { ZRiskAssessmentResult, type TRiskAssessmentResult } from '@onboarding/domain';
import { api } from '../../../lib/api/api';

/**
 * `POST user/getriskassessmentresult`: the loan's assessment, read by the pages of a loan that
 * cannot be granted online (REJECT or SEND_TO_BRANCH). Quiet: without an answer the page keeps
 * its general text.
 */
export function getLoanAssessment(
  prospectId: string,
  signal?: AbortSignal,
): Promise<TRiskAssessmentResult> {
  return api.post('/user/getriskassessmentresult', {
    body: { prospectId },
    schema: ZRiskAssessmentResult,
    routeErrors: false,
    ...(signal ? { signal } : {}),
  });
}
