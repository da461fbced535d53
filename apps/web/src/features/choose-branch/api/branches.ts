import {
  ZBranchListingList,
  ZUserBranchResult,
  type TBranchListing,
  type TNearestBranchRequest,
  type TUserBranchResult,
} from '@onboarding/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** "Open now" changes by the minute: the list is read again after a few minutes on the page. */
const LIST_STALE_MS = 2 * 60_000;

/** `POST processes/branchinfolist`: every branch with its day today. */
export function branchListQueryOptions() {
  return queryOptions({
    queryKey: ['branches', 'list'] as const,
    queryFn: ({ signal }): Promise<TBranchListing[]> =>
      api.post('/processes/branchinfolist', { body: {}, schema: ZBranchListingList, signal }),
    staleTime: LIST_STALE_MS,
  });
}

/** `POST processes/nearestbranch`: every branch nearest first from the browser's position. */
export function nearestBranchesQueryOptions(position: TNearestBranchRequest) {
  return queryOptions({
    queryKey: ['branches', 'nearest', position.lat, position.lon] as const,
    queryFn: ({ signal }): Promise<TBranchListing[]> =>
      api.post('/processes/nearestbranch', {
        body: position,
        schema: ZBranchListingList,
        signal,
        // The list without distances stays on the page when this fails.
        routeErrors: false,
      }),
    staleTime: LIST_STALE_MS,
  });
}

/** `POST processes/userbranch`: the page handles a conflict itself (the wizard moved on). */
export function chooseBranch(
  prospectId: string,
  localBankBranchId: string,
): Promise<TUserBranchResult> {
  return api.post('/processes/userbranch', {
    body: { localBankBranchId, prospectId },
    schema: ZUserBranchResult,
    routeErrors: false,
  });
}
