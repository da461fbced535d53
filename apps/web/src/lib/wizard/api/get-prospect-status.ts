import { lazily, userProcessSchema, type TUserStatusResponse } from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/api';
import { markSignedIn } from '../../api/signed-in-marker';
import { earlyAnswerOr, PROSPECT_STATUS_PATH, takeEarlyStatus } from './early-requests';

/**
 * The user-status answer as the web checks it: ZUserStatusResponse (packages/domain) with the
 * statusesList rows taken as they come. The web finds pages in the domain's own state-to-page
 * table (the server builds the list from it), and referring to ZStatusesListRow would keep the
 * route and step schemas, and with them zod, in the entry chunk (decision 063). Built when the
 * first answer is checked, not when the guard's code loads (lazily, decision 306).
 */
const userStatusAnswerSchema = lazily(() =>
  z.object({
    processes: z.array(userProcessSchema()),
    userContext: z.object({ username: z.string() }),
    statusesList: z.array(z.unknown()),
  }),
);

export type UserStatus = Omit<TUserStatusResponse, 'statusesList'> & {
  readonly statusesList: readonly unknown[];
};

/** `GET onboarding/prospects/status?uid=`: the processes and page statuses of the prospect. */
export function getProspectStatus(
  uid: string,
  signal?: AbortSignal,
  options: { readonly routeErrors?: boolean } = {},
): Promise<UserStatus> {
  return api.get(PROSPECT_STATUS_PATH, {
    query: { uid },
    schema: userStatusAnswerSchema(),
    ...options,
    ...(signal ? { signal } : {}),
  });
}

export function prospectStatusQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: ['prospect-status', uid],
    queryFn: async ({ signal }) => {
      // The first page's answer may already be on its way (main.tsx, decision 219).
      const status = await earlyAnswerOr(takeEarlyStatus(uid ?? ''), userStatusAnswerSchema, () =>
        getProspectStatus(uid ?? '', signal),
      );
      // The status needs a session: a later 401 is an ended session (decision 208).
      markSignedIn();
      return status;
    },
    enabled: uid !== null,
    // The server is the authority on where the applicant is (STYLE habit 4): ask again on each
    // page, the cached answer shows meanwhile.
    staleTime: 0,
  });
}

export function useProspectStatus(uid: string | null) {
  return useQuery(prospectStatusQueryOptions(uid));
}
