import { branchSchema, type TBranch } from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api';

const ZBranches = z.array(branchSchema());

/** `GET external/info/branches`: the bank's branches with their weekly opening hours. */
export function getBranches(signal?: AbortSignal): Promise<TBranch[]> {
  return api.get('/external/info/branches', {
    schema: ZBranches,
    // The booking form says it in place when the list cannot be loaded.
    routeErrors: false,
    ...(signal ? { signal } : {}),
  });
}

export function branchesQueryOptions() {
  return queryOptions({
    queryKey: ['branches'],
    queryFn: ({ signal }) => getBranches(signal),
    staleTime: 10 * 60_000,
  });
}

export function useBranches() {
  return useQuery(branchesQueryOptions());
}
