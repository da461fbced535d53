import type { TDepositChoice } from '@onboarding/domain';
import { DepositFigures } from '../../components/deposit-summary/deposit-figures';
import { useT } from '../../lib/i18n/i18n-context';

/**
 * The day deposit on the welcome page (decision 232): amount, rate, start, maturity and the
 * interest to expect; the start is the money's arrival, so before it the dates are the quote's.
 */
export function DepositSummary({ deposit }: { deposit: TDepositChoice }) {
  const t = useT();
  return (
    <section className="welcome__block" aria-labelledby="welcome-deposit">
      <h2 id="welcome-deposit" className="welcome__heading">
        {t('depositTerms.summary.heading')}
      </h2>
      <DepositFigures
        quote={deposit.quote}
        funded={deposit.fundedAt !== null}
        atMaturity={deposit.atMaturity}
        ownIban={deposit.ownIban}
      />
    </section>
  );
}
