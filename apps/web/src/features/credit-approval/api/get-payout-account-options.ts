import { ZPayoutAccountOptions, type TPayoutAccountOptions } from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

export const payoutAccountOptionsKey = (productId: string) =>
  ['payout-account-options', productId] as const;

/**
 * `GET onboarding/products/{id}/payoutaccount` (decision 233): the bank connection's account the
 * loan may be paid into, masked, and the account chosen once there is one.
 */
export function payoutAccountOptionsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: payoutAccountOptionsKey(productId),
    queryFn: ({ signal }): Promise<TPayoutAccountOptions> =>
      api.get(`/onboarding/products/${encodeURIComponent(productId)}/payoutaccount`, {
        schema: ZPayoutAccountOptions,
        signal,
      }),
  });
}

export function usePayoutAccountOptions(productId: string) {
  return useQuery(payoutAccountOptionsQueryOptions(productId));
}
