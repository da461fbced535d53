import { ZLoanPayoutView, type TLoanPayoutView } from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/**
 * `GET onboarding/products/{id}/payout` (decision 233): the chosen loan's payout, account and
 * first instalment that My application shows. Failures stay on this page.
 */
export function loanPayoutQueryOptions(productId: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['my-application-loan-payout', productId] as const,
    queryFn: ({ signal }): Promise<TLoanPayoutView> =>
      api.get(`/onboarding/products/${encodeURIComponent(productId)}/payout`, {
        schema: ZLoanPayoutView,
        signal,
        routeErrors: false,
      }),
    enabled,
    retry: false,
  });
}
