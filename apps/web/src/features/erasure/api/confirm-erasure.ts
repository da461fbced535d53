import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api';

/** The answer of a confirmed erasure (decision 157, the contract with the server). */
export const ZErasureConfirmed = z.object({ status: z.literal('SCHEDULED') });
export type TErasureConfirmed = z.infer<typeof ZErasureConfirmed>;

/** The codes of a link that cannot be used; any other failure may pass on a retry. */
export const ERASURE_LINK_INVALID = 'ERASURE_LINK_INVALID';
export const ERASURE_LINK_EXPIRED = 'ERASURE_LINK_EXPIRED';

/**
 * `POST processes/noauth/erasure/confirm { token }`: the link of the confirmation e-mail. The page
 * shows every failure itself, so nothing is routed to an error page.
 */
export function confirmErasure(token: string): Promise<TErasureConfirmed> {
  return api.post('/processes/noauth/erasure/confirm', {
    body: { token },
    schema: ZErasureConfirmed,
    routeErrors: false,
  });
}

/**
 * A query, so the token is sent once however often the page renders; a failure is retried only
 * when the applicant asks (the page's "Try again").
 */
export function useConfirmErasure(token: string | null) {
  return useQuery({
    queryKey: ['erasure-confirm', token ?? ''],
    queryFn: () => confirmErasure(token ?? ''),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
