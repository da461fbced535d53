import type { TSecondDecisionRequest } from '@onboarding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { consoleKeys } from '../../shared/api/query-keys';
import { useStaffFetch } from '../../shared/api/staff-api-context';
import { createFourEyesApi } from './four-eyes-api';

function useFourEyesApi() {
  const fetch = useStaffFetch();
  return useMemo(() => createFourEyesApi(fetch), [fetch]);
}

/** The approvals waiting for a second staff member, longest waiting first (decision 267). */
export function usePendingApprovals() {
  const api = useFourEyesApi();
  return useQuery({ queryKey: consoleKeys.fourEyes, queryFn: () => api.pending() });
}

/** The second decision; the list, the lists of identifications and the case are read again. */
export function useSecondDecision() {
  const api = useFourEyesApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: {
      identificationId: string;
      prospectId: string;
      decision: TSecondDecisionRequest;
    }) => api.decide(vars.identificationId, vars.decision),
    onSettled: (_result, _error, vars) =>
      Promise.all([
        client.invalidateQueries({ queryKey: consoleKeys.fourEyes }),
        client.invalidateQueries({ queryKey: consoleKeys.identifications.all }),
        client.invalidateQueries({ queryKey: consoleKeys.case(vars.prospectId) }),
      ]),
  });
}
