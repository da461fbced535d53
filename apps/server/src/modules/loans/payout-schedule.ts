import {
  loanPayoutDate,
  repaymentPlan,
  type ClosingDays,
  type TLoanOffer,
  type TRepaymentPlan,
} from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import { payoutAccountOfRow, type PayoutAccount, type PayoutAccountDeps } from './payout-account';
import type { LoanPayoutAccountRow } from './repository';
import { RULES } from './offers';

export interface PayoutScheduleDeps extends Pick<PayoutAccountDeps, 'cipher'> {
  readonly clock: Clock;
  /** IANA zone of the bank: the payout day is its working day. */
  readonly timeZone: string;
  /** The bank's closing days of a year (holidays.ts `bankHolidays` of the variant). */
  readonly closingDays: ClosingDays;
}

/** Where, when and how the chosen loan is paid and repaid (decision 233). */
export interface LoanPayout {
  readonly payout: PayoutAccount;
  readonly plan: TRepaymentPlan;
  /** True once the agreement is signed: the dates are final, not "if signed today". */
  readonly signed: boolean;
}

/**
 * The payout account opened, and the plan dated from the next working day after the signing, or
 * after today while the agreement is not signed yet.
 */
export function payoutOfChoice(
  deps: PayoutScheduleDeps,
  offer: TLoanOffer,
  account: LoanPayoutAccountRow,
  signedAt: Date | null,
): LoanPayout {
  const payoutDate = loanPayoutDate(signedAt ?? deps.clock(), deps.timeZone, deps.closingDays);
  return {
    payout: payoutAccountOfRow(deps, account),
    plan: repaymentPlan(offer, payoutDate, RULES.product),
    signed: signedAt !== null,
  };
}
