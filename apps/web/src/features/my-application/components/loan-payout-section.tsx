import type { ProductState } from '@onboarding/domain';
import { useQuery } from '@tanstack/react-query';
import {
  LoanPayoutFigures,
  RepaymentPlanLink,
} from '../../../components/loan-payout/loan-payout-figures';
import { useT } from '../../../lib/i18n/i18n-context';
import { loanPayoutQueryOptions } from '../api/get-loan-payout';

/** The product states in which a loan has been chosen with its payout account (decision 233). */
const CHOSEN_STATES: readonly ProductState[] = [
  'PRODUCT_OFFER_SELECTED',
  'PRODUCT_DOCUMENTS_SIGNED',
  'PRODUCT_ACTIVE',
];

/**
 * A personal loan's payout in My application (decision 233): what is paid, into which account,
 * when, the first instalment and the repayment plan, once the loan is chosen; nothing before, and
 * nothing when they cannot be read.
 */
export function LoanPayoutSection({
  productId,
  productState,
}: {
  productId: string;
  productState: ProductState;
}) {
  const t = useT();
  const query = useQuery(loanPayoutQueryOptions(productId, CHOSEN_STATES.includes(productState)));
  const payout = query.data;
  if (payout === undefined) return null;
  return (
    <section className="my-application__section" aria-labelledby="my-application-loan-payout">
      <h2 id="my-application-loan-payout">{t('creditApproval.payoutSummary.heading')}</h2>
      <LoanPayoutFigures payout={payout} />
      <RepaymentPlanLink productId={productId} />
    </section>
  );
}
