import type { TUnsubscribeRequest } from '@onboarding/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** `POST security/action/noauth/unsubscribe`: asks to stop marketing e-mails; confirmed by e-mail. */
export function unsubscribe(request: TUnsubscribeRequest): Promise<unknown> {
  return api.post('/security/action/noauth/unsubscribe', { body: request, routeErrors: false });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}

/** `POST security/action/noauth/unsubscribefinish { token }`: the link of the confirmation e-mail. */
export function finishUnsubscribe(token: string): Promise<unknown> {
  return api.post('/security/action/noauth/unsubscribefinish', {
    body: { token },
    routeErrors: false,
  });
}

/** A query, so the single-use token is sent once however often the page renders. */
export function useFinishUnsubscribe(token: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['unsubscribe-finish', token ?? ''],
      queryFn: () => finishUnsubscribe(token ?? ''),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
    enabled: token !== null,
  });
}
