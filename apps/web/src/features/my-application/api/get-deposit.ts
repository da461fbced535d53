import { ZDepositStep, type TDepositChoice } from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/**
 * `GET onboarding/prospects/{id}/deposit` (decision 231), read for its stored choice: the day
 * deposit My application shows; null before the applicant chose one. Failures stay on this page.
 */
export function depositChoiceQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: ['my-application-deposit', prospectId] as const,
    queryFn: async ({ signal }): Promise<TDepositChoice | null> => {
      const step = await api.get(
        `/onboarding/prospects/${encodeURIComponent(prospectId)}/deposit`,
        {
          schema: ZDepositStep,
          signal,
          routeErrors: false,
        },
      );
      return step.choice;
    },
  });
}
