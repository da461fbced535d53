import { LONG_PROCESS_POLL_INTERVAL_MS, ZLongProcess, type TLongProcess } from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

export const longProcessKey = (prospectId: string) => ['long-process', prospectId] as const;

/** `POST processes/longprocesses`: the background run of the applicant's prospect. */
export function longProcessQueryOptions(prospectId: string) {
  return queryOptions({
    queryKey: longProcessKey(prospectId),
    queryFn: ({ signal }): Promise<TLongProcess> =>
      api.post('/processes/longprocesses', {
        body: { prospectId },
        schema: ZLongProcess,
        signal,
        // No run yet (a loan's starts after its offer): the screen waits and asks again.
        routeErrors: false,
      }),
    retry: false,
    refetchInterval: (query) =>
      query.state.status === 'error' ? LONG_PROCESS_POLL_INTERVAL_MS : false,
  });
}

/** `POST processes/createdossier`: starts a failed run again. */
export function restartDossier(prospectId: string): Promise<TLongProcess> {
  return api.post('/processes/createdossier', { body: { prospectId }, schema: ZLongProcess });
}
