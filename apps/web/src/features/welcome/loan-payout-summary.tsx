import type { TLoanPayoutView } from '@onboarding/domain';
import { formatDate, formatIban, formatMoney } from '@onboarding/domain/format';
import {
  LoanPayoutFigures,
  RepaymentPlanLink,
} from '../../components/loan-payout/loan-payout-figures';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';
import { useVariant } from '../../lib/variant/variant-context';

/**
 * A loan on the welcome page (decision 233): what is paid, into which of the applicant's own
 * accounts and when, the first instalment, and the repayment plan to download. A loan opens no
 * account, so there is no account number here.
 */
export function LoanPayoutSummary({
  productId,
  payout,
}: {
  productId: string;
  payout: TLoanPayoutView;
}) {
  const t = useT();
  return (
    <section className="welcome__block" aria-labelledby="welcome-loan-payout">
      <h2 id="welcome-loan-payout" className="welcome__heading">
        {t('creditApproval.payoutSummary.heading')}
      </h2>
      <LoanPayoutFigures payout={payout} />
      <RepaymentPlanLink productId={productId} />
    </section>
  );
}

/** What comes next for a loan: the payout, the first instalment, the plan, the e-mail. */
export function LoanNextSteps({ payout }: { payout: TLoanPayoutView }) {
  const t = useT();
  const language = useLanguage();
  const { currency } = useVariant();
  const money = (cents: number) => formatMoney(cents, currency, language);
  return (
    <section className="welcome__block" aria-labelledby="welcome-next">
      <h2 id="welcome-next" className="welcome__heading">
        {t('welcome.next.heading')}
      </h2>
      <ul className="welcome__next">
        <li>
          {t('welcome.loan.payout', {
            date: formatDate(payout.payoutDate, language),
            amount: money(payout.amountCents),
            iban: formatIban(payout.account.iban),
          })}
        </li>
        <li>
          {t('welcome.loan.firstInstalment', {
            amount: money(payout.firstPaymentCents),
            date: formatDate(payout.firstInstalmentDate, language),
          })}
        </li>
        <li>{t('welcome.loan.plan')}</li>
        <li>{t('welcome.next.email')}</li>
      </ul>
    </section>
  );
}
