import { correctionResponseSchema, type TCorrection } from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/api';

/**
 * `GET onboarding/prospects/{id}/correction` (decision 244): the part the video operator asked the
 * applicant to fix and the operator's reason; null when none is open. Read by the personal data
 * screen (which section to open) and by My application (what is to be fixed and why); a failure
 * stays on the page, which then shows what it would without a correction.
 */
export function correctionQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: ['correction', prospectId] as const,
    queryFn: async ({ signal }): Promise<TCorrection | null> => {
      const answer = await api.get(
        `/onboarding/prospects/${encodeURIComponent(prospectId)}/correction`,
        { schema: correctionResponseSchema(), signal, routeErrors: false },
      );
      return answer.correction;
    },
    // It changes only when the step is given again, which leaves the page.
    staleTime: 0,
  });
}
