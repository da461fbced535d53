import { formatMoney } from '@onboarding/domain/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context';
import { useProspectStatus } from '../../../lib/wizard/api/get-prospect-status';
import { useSessionUid } from '../../../lib/wizard/use-session-uid';
import { changeProduct } from '../api/change-product';
import { packageStartQueryOptions } from '../api/get-package-start';
import { ActionLink } from './message-layout';

function useMoney() {
  const language = useLanguage();
  return (money: { minor: number; currency: string }) =>
    formatMoney(money.minor, money.currency, language);
}

/** The fallback package's fee (spec 2 §3 echoForYouStudent fee1 and fee2), once it is known. */
export function DigitalPackageFee() {
  const t = useT();
  const money = useMoney();
  const start = useQuery(packageStartQueryOptions());
  if (!start.data) return null;
  const { fee1, fee2 } = start.data;
  return (
    <p>
      {t('userMessages.fromEcoForYouToEco.fee', {
        intro: money(fee1.monthly),
        months: fee1.months,
        after: money(fee2.monthly),
      })}
    </p>
  );
}

/**
 * Switches the signed-in applicant's Diploma product to the package offered (`changeProduct`) and
 * goes back into the wizard; without a session or a Diploma product, a link to the start.
 */
export function DigitalPackageAction() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useQuery(packageStartQueryOptions());
  const session = useSessionUid({ quiet: true });
  const status = useProspectStatus(session.uid);
  const product = status.data?.processes.find((process) => process.packageName === 'Diploma');
  const change = useMutation({
    mutationFn: (productId: string) =>
      changeProduct(productId, start.data?.packageName ?? 'Digital'),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['prospect-status'] });
      await navigate(paths.home.getHref());
    },
  });
  if (product === undefined) {
    return (
      <ActionLink to={paths.home.getHref()}>
        {t('userMessages.fromEcoForYouToEco.action')}
      </ActionLink>
    );
  }
  return (
    <>
      <Button loading={change.isPending} onClick={() => change.mutate(product.productId)}>
        {t('userMessages.fromEcoForYouToEco.action')}
      </Button>
      {change.isError ? <p role="alert">{t('userMessages.fromEcoForYouToEco.failed')}</p> : null}
    </>
  );
}
