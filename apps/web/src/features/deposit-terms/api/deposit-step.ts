import {
  ZDepositChoice,
  ZDepositStep,
  type TDepositChoice,
  type TDepositStep,
  type TDepositTermsInput,
} from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

const depositPath = (prospectId: string) =>
  `/onboarding/prospects/${encodeURIComponent(prospectId)}/deposit`;

export const depositStepKey = (prospectId: string) => ['deposit-step', prospectId] as const;

/** `GET onboarding/prospects/{id}/deposit` (decision 231): today's table and the stored choice. */
export function depositStepQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: depositStepKey(prospectId),
    queryFn: ({ signal }): Promise<TDepositStep> =>
      api.get(depositPath(prospectId), { schema: ZDepositStep, signal }),
  });
}

/**
 * `PUT onboarding/prospects/{id}/deposit`: the page shows the field errors of a 400 at their
 * fields and moves on after a conflict (the wizard is further already).
 */
export function chooseDepositTerms(
  prospectId: string,
  body: TDepositTermsInput,
): Promise<TDepositChoice> {
  return api.put(depositPath(prospectId), {
    body,
    schema: ZDepositChoice,
    routeErrors: false,
  });
}
