import { ZPennyTransfer, type TPennyTransfer } from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api/api';

export const pennyTransferKey = (productId: string) => ['penny-transfer', productId] as const;

/**
 * `GET onboarding/products/{id}/pennytransfer` (decision 143): the payment details, the UPN QR and
 * the activation times. While no decision is made the page asks again every `pollIntervalMs`
 * (10 s): there is no push for this page.
 */
export function pennyTransferQueryOptions(productId: string) {
  return queryOptions({
    queryKey: pennyTransferKey(productId),
    queryFn: ({ signal }): Promise<TPennyTransfer> =>
      api.get(`/onboarding/products/${encodeURIComponent(productId)}/pennytransfer`, {
        schema: ZPennyTransfer,
        signal,
      }),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data !== undefined &&
        (data.state === 'WAITING_FOR_PAYMENT' || data.state === 'IN_REVIEW')
        ? data.pollIntervalMs
        : false;
    },
  });
}
