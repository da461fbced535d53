import { whoAmIResponseSchema, type TWhoAmIResponse } from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/api';
import type { FailureOptions } from '../../api/api-error';
import { markSignedIn } from '../../api/signed-in-marker';

/** `GET security/action/whoami`: the signed-in applicant, or 401. */
export function getWhoAmI(
  signal?: AbortSignal,
  failure: FailureOptions = {},
): Promise<TWhoAmIResponse> {
  return api.get('/security/action/whoami', {
    schema: whoAmIResponseSchema(),
    ...failure,
    ...(signal ? { signal } : {}),
  });
}

export interface WhoAmIOptions {
  readonly enabled?: boolean;
  /**
   * Public pages (the error page's booking, the leaving pages) only want to know: a 401 there
   * must not send the applicant to the sign-in page.
   */
  readonly quiet?: boolean;
}

export function whoAmIQueryOptions({ enabled = true, quiet = false }: WhoAmIOptions = {}) {
  return queryOptions({
    queryKey: ['whoami', quiet ? 'quiet' : 'routed'],
    queryFn: async ({ signal }) => {
      const answer = await getWhoAmI(signal, quiet ? { routeErrors: false } : {});
      // A later 401 is then an ended session, not a first visit (decision 208).
      markSignedIn();
      return answer;
    },
    enabled,
    staleTime: 60_000,
  });
}

export function useWhoAmI(options?: WhoAmIOptions) {
  return useQuery(whoAmIQueryOptions(options));
}
