import { ROUTES, SWITCH_TARGET_PROCESS, type TRiskAssessmentResult } from '@onboarding/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { getProspectStatus } from '../../../lib/wizard/api/get-prospect-status';
import { storeChosenProcess } from '../../../lib/wizard/chosen-process';
import { useSessionUid } from '../../../lib/wizard/use-session-uid';
import { getLoanAssessment } from '../api/get-loan-assessment';
import { switchToAccount } from '../api/switch-process';

export interface LoanSwitch {
  /** The loan waiting for the applicant's choice of another process; null when there is none. */
  readonly prospectId: string | null;
  /** The loan's assessment (its CREDIT_APPROVAL code tells REJECT from SEND_TO_BRANCH). */
  readonly assessment: TRiskAssessmentResult | null;
  readonly switchToAccount: () => void;
  readonly switching: boolean;
  readonly failed: boolean;
}

/**
 * The loan of the session that cannot be granted online (product PRODUCT_WAITING_SWITCH_PRODUCT)
 * and the switch to a current account (decision 147): `processes/switchprocess`, the account
 * becomes the session's process, and /longtimeservice follows its dossier run. Quiet: nobody
 * signed in, or no such loan, leaves the page with its general text.
 */
export function useLoanSwitch(): LoanSwitch {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { uid } = useSessionUid({ quiet: true });
  const status = useQuery({
    queryKey: ['prospect-status', 'quiet', uid],
    queryFn: ({ signal }) => getProspectStatus(uid ?? '', signal, { routeErrors: false }),
    enabled: uid !== null,
    retry: false,
  });
  const loan = status.data?.processes.find(
    (process) =>
      process.processName === 'PERSONALLOAN' &&
      process.productState === 'PRODUCT_WAITING_SWITCH_PRODUCT',
  );
  const prospectId = loan?.prospectId ?? null;
  const assessment = useQuery({
    queryKey: ['loan-assessment', prospectId],
    queryFn: ({ signal }) => getLoanAssessment(prospectId ?? '', signal),
    enabled: prospectId !== null,
    retry: false,
  });
  const mutation = useMutation({
    mutationFn: (id: string) => switchToAccount(id),
    onSuccess: async () => {
      storeChosenProcess(SWITCH_TARGET_PROCESS);
      await queryClient.invalidateQueries({ queryKey: ['prospect-status'] });
      await navigate(ROUTES.longTimeService);
    },
  });
  return {
    prospectId,
    assessment: assessment.data ?? null,
    switchToAccount: () => {
      if (prospectId !== null) mutation.mutate(prospectId);
    },
    switching: mutation.isPending,
    failed: mutation.isError,
  };
}
