import type { TLoanPayoutView } from '@onboarding/domain';
import { formatDate, formatIban, formatMoney } from '@onboarding/domain/format';
import { FigureList } from '../ui/figure-list';
import { Icon } from '../ui/icon';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useVariant } from '../../lib/variant/variant-context';
import './loan-payout.css';

export interface LoanPayoutFiguresProps {
  readonly payout: TLoanPayoutView;
}

/**
 * A loan's payout as name and value (decision 233): what is paid, into which account (grouped by
 * four), on which day, the first instalment and the number of instalments; the welcome page and
 * My application show them (texts of the `creditApproval` section).
 */
export function LoanPayoutFigures({ payout }: LoanPayoutFiguresProps) {
  const t = useT();
  const language = useLanguage();
  const { currency } = useVariant();
  const day = (iso: string) => formatDate(iso, language);
  const money = (cents: number) => formatMoney(cents, currency, language);
  const iban = formatIban(payout.account.iban);
  const account = payout.account.bankName === null ? iban : `${iban} (${payout.account.bankName})`;
  const rows: [string, string][] = [
    [t('creditApproval.payoutSummary.amount'), money(payout.amountCents)],
    [t('creditApproval.payoutSummary.account'), account],
    [
      payout.signed
        ? t('creditApproval.payoutSummary.payoutDate')
        : t('creditApproval.payoutSummary.payoutDateIfSignedToday'),
      day(payout.payoutDate),
    ],
    [
      t('creditApproval.payoutSummary.firstInstalment'),
      t('creditApproval.payoutSummary.firstInstalmentText', {
        amount: money(payout.firstPaymentCents),
        date: day(payout.firstInstalmentDate),
      }),
    ],
    [
      t('creditApproval.payoutSummary.instalments'),
      t('creditApproval.payoutSummary.instalmentsText', {
        count: payout.instalments,
        date: day(payout.lastInstalmentDate),
      }),
    ],
  ];
  return <FigureList className="loan-payout__figures" figures={rows} />;
}

/** `GET onboarding/products/{id}/repaymentplan`: the plan's PDF, downloaded. */
export function repaymentPlanUrl(productId: string): string {
  return `/services/slo/onboarding/products/${encodeURIComponent(productId)}/repaymentplan`;
}

/** The link that downloads the repayment plan (decision 233). */
export function RepaymentPlanLink({ productId }: { productId: string }) {
  const t = useT();
  return (
    <p className="loan-payout__plan">
      <Icon name="document" />
      <a href={repaymentPlanUrl(productId)} download>
        {t('creditApproval.payoutSummary.plan')}
      </a>
    </p>
  );
}
