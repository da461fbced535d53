import { ZStatementBanks, type TStatementBank } from '@onboarding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api';

/** `GET external/info/ocrbankcodes`: the banks a salary statement may come from. */
export function getStatementBanks(signal?: AbortSignal): Promise<TStatementBank[]> {
  return api.get('/external/info/ocrbankcodes', { schema: ZStatementBanks, signal });
}

export function statementBanksQueryOptions() {
  return queryOptions({
    queryKey: ['statement-banks'] as const,
    queryFn: ({ signal }) => getStatementBanks(signal),
    // Reference data: the same all day.
    staleTime: Infinity,
  });
}

export function useStatementBanks() {
  return useQuery(statementBanksQueryOptions());
}
