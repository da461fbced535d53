import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { prospectStatusQueryOptions } from './api/get-prospect-status';
import { isPrivatePath } from './private-paths';
import { useWizard } from './wizard-context';
import { wizardPosition } from './wizard-position';

/**
 * Moves the wizard on once a step's work is stored: the server is the authority on where the
 * applicant is (STYLE habit 4), so the prospect status is asked again (the private-route guard
 * reads it), then the page given, or else the page of the new state; `fallback` is the step's next
 * page (spec 1 §4), used when the status names no page for this prospect.
 *
 * A page outside the wizard (the error and branch pages) is opened directly: refreshing the status
 * first would let the still-mounted guard send the applicant to the new state's page while that
 * page's chunk loads, without the reason in the link. The guard asks again on the way back.
 */
export function useContinueWizard(fallback: string): (to?: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { uid, process } = useWizard();
  return useCallback(
    async (to?: string) => {
      if (to !== undefined && !isPrivatePath(to.split('?')[0] ?? to)) {
        await navigate(to);
        return;
      }
      const status = await queryClient.fetchQuery({
        ...prospectStatusQueryOptions(uid),
        staleTime: 0,
      });
      if (to !== undefined) {
        await navigate(to);
        return;
      }
      const current = status.processes.find((entry) => entry.prospectId === process.prospectId);
      const position = current === undefined ? null : wizardPosition(current);
      await navigate(position?.ok ? position.position.landing : fallback);
    },
    [queryClient, navigate, uid, process.prospectId, fallback],
  );
}
