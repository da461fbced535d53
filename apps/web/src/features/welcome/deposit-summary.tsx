import type { TDepositChoice } from '@onboarding/domain';
import { formatDate, formatIban, formatMoney } from '@onboarding/domain/format';
import { DepositChoiceFigures } from '../../components/deposit-summary/deposit-figures';
import { useLanguage, useT } from '../../lib/i18n/i18n-context';

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
      <DepositChoiceFigures deposit={deposit} />
    </section>
  );
}

/**
 * What happens at maturity (decision 232), in the welcome's "What happens next": the deposit with
 * its interest paid to the applicant's own account, or placed again. Shown once the money arrived,
 * when the maturity date no longer moves.
 */
export function DepositMaturityStep({ deposit }: { deposit: TDepositChoice }) {
  const t = useT();
  const language = useLanguage();
  const { quote } = deposit;
  const values = {
    date: formatDate(quote.maturityDate, language),
    amount: formatMoney(quote.amountMinor + quote.interestMinor, quote.currency, language),
    iban: formatIban(deposit.ownIban),
  };
  return (
    <li>
      {deposit.atMaturity === 'PAYOUT'
        ? t('welcome.deposit.payout', values)
        : t('welcome.deposit.renew', values)}
    </li>
  );
}
