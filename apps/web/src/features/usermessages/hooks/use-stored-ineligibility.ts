import { INELIGIBILITY_REASONS, type IneligibilityReason } from '@onboarding/domain';
import { useQuery } from '@tanstack/react-query';
import { getProspectStatus } from '../../../lib/wizard/api/get-prospect-status';
import { useSessionUid } from '../../../lib/wizard/use-session-uid';
import { getLatestEligibility } from '../api/get-eligibility';

export function asIneligibilityReason(value: string | null): IneligibilityReason | null {
  return INELIGIBILITY_REASONS.find((reason) => reason === value) ?? null;
}

/**
 * The reason the server recorded for a rejected application, for an applicant who comes back to
 * the error page later (the `?reason=` of the link is gone by then). Asks only when `enabled`,
 * never routes a failure: without an answer the page keeps its general text.
 */
export function useStoredIneligibility(enabled: boolean): IneligibilityReason | null {
  const { uid } = useSessionUid({ quiet: true });
  const status = useQuery({
    queryKey: ['prospect-status', 'quiet', uid],
    queryFn: ({ signal }) => getProspectStatus(uid ?? '', signal, { routeErrors: false }),
    enabled: enabled && uid !== null,
    retry: false,
  });
  const rejected = status.data?.processes.find(
    (process) => process.prospectState === 'PROSPECT_REJECTED',
  );
  const prospectId = rejected?.prospectId ?? null;
  const latest = useQuery({
    queryKey: ['eligibility', prospectId],
    queryFn: ({ signal }) => getLatestEligibility(prospectId ?? '', signal),
    enabled: enabled && prospectId !== null,
    retry: false,
  });
  return asIneligibilityReason(latest.data ?? null);
}
