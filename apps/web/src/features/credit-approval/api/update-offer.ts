import { ZOfferQuote, type TOfferChoice, type TOfferQuote } from '@onboarding/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/**
 * `PATCH onboarding/products/{id}/alternateoffer/update`: the server's figures for the sliders'
 * values, and whether they are affordable. The page shows its own figures at once and this answer
 * as the bank's confirmation; a failure only says the figures are not confirmed yet.
 */
export function offerQuoteQueryOptions(productId: string, choice: TOfferChoice | null) {
  return queryOptions({
    queryKey: ['offer-quote', productId, choice] as const,
    queryFn: ({ signal }): Promise<TOfferQuote> =>
      api.patch(`/onboarding/products/${encodeURIComponent(productId)}/alternateoffer/update`, {
        body: choice,
        schema: ZOfferQuote,
        routeErrors: false,
        signal,
      }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

export function useOfferQuote(productId: string, choice: TOfferChoice | null) {
  return useQuery(offerQuoteQueryOptions(productId, choice));
}
