import { loanTermsForContract, type TLoanTerms } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { findChoice } from '../repository';

export interface ReadLoanTermsDeps {
  readonly db: Database;
}

/** The contracts' `loanOfferOf`: the chosen offer as the credit agreement prints it. */
export function createReadLoanTerms(deps: ReadLoanTermsDeps) {
  const { db } = deps;
  return async function loanTermsOf(prospectId: string): Promise<TLoanTerms | null> {
    const choice = await findChoice(db, prospectId);
    return choice === null ? null : loanTermsForContract(choice.offer);
  };
}
