import { useQuery } from '@tanstack/react-query';
import { DepositChoiceFigures } from '../../../components/deposit-summary/deposit-figures';
import { useT } from '../../../lib/i18n/i18n-context';
import { depositChoiceQueryOptions } from '../api/get-deposit';

/**
 * A day deposit's figures in My application (decision 232): amount, rate, start, maturity and
 * the interest to expect, once chosen; nothing before, and nothing when they cannot be read.
 */
export function DepositSection({ prospectId }: { prospectId: string }) {
  const t = useT();
  const query = useQuery(depositChoiceQueryOptions(prospectId));
  const deposit = query.data;
  if (deposit === undefined || deposit === null) return null;
  return (
    <section className="my-application__section" aria-labelledby="my-application-deposit">
      <h2 id="my-application-deposit">{t('depositTerms.summary.heading')}</h2>
      <DepositChoiceFigures deposit={deposit} />
    </section>
  );
}
