import type { FunnelPeriod } from '@onboarding/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStaffFetch } from '../../shared/api/staff-api-context';
import { createOperationsApi } from './operations-api';

/**
 * Decision 270: the day's figures are read again every 15 seconds while the screen is open (the
 * queue itself is live through its room); a supervisor watching the screen sees a call decided a
 * few seconds ago without a socket of its own for figures that change a few times a minute.
 */
export const DAY_FIGURES_REFRESH_MS = 15_000;

const operationsKeys = {
  today: ['operations', 'today'] as const,
  funnel: (period: FunnelPeriod) => ['operations', 'funnel', period] as const,
};

function useOperationsApi() {
  const fetch = useStaffFetch();
  return useMemo(() => createOperationsApi(fetch), [fetch]);
}

export function useDayFigures() {
  const api = useOperationsApi();
  return useQuery({
    queryKey: operationsKeys.today,
    queryFn: () => api.today(),
    refetchInterval: DAY_FIGURES_REFRESH_MS,
  });
}

export function useFunnel(period: FunnelPeriod) {
  const api = useOperationsApi();
  return useQuery({
    queryKey: operationsKeys.funnel(period),
    queryFn: () => api.funnel(period),
    // The funnel moves slowly: read again with the day's figures.
    refetchInterval: DAY_FIGURES_REFRESH_MS,
  });
}
