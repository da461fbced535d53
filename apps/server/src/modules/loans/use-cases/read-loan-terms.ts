import { loanTermsForContract, type TLoanTerms } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { findChoice, findPayoutAccount } from '../repository';
import { payoutOfChoice, type PayoutScheduleDeps } from '../payout-schedule';

export interface ReadLoanTermsDeps extends PayoutScheduleDeps {
  readonly db: Database;
}

/**
 * The contracts' `loanOfferOf`: the chosen offer as the credit agreement prints it, with the
 * payout account and the repayment plan dated as if signed today (decision 233).
 */
export function createReadLoanTerms(deps: ReadLoanTermsDeps) {
  const { db } = deps;
  return async function loanTermsOf(prospectId: string): Promise<TLoanTerms | null> {
    const choice = await findChoice(db, prospectId);
    if (choice === null) return null;
    const terms = loanTermsForContract(choice.offer);
    const account = await findPayoutAccount(db, prospectId);
    if (account === null) return terms;
    const { payout, plan } = payoutOfChoice(deps, choice.offer, account, null);
    return { ...terms, payout: { iban: payout.iban, bankName: payout.bankName }, plan };
  };
}
