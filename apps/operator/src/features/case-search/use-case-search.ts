import type { TCaseSearchQuery } from '@onboarding/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStaffFetch } from '../../shared/api/staff-api-context';
import { createCaseSearchApi } from './case-search-api';

/** The cases of one search (decision 263); null: no search asked yet. */
export function useCaseSearch(query: TCaseSearchQuery | null) {
  const fetch = useStaffFetch();
  const api = useMemo(() => createCaseSearchApi(fetch), [fetch]);
  return useQuery({
    queryKey: ['case-search', query],
    queryFn: ({ signal }) => api.search(query as TCaseSearchQuery, signal),
    enabled: query !== null,
    // The page shown stays while the next one loads: the table does not jump away.
    placeholderData: keepPreviousData,
  });
}
