import { loanPayoutDate, type TPayoutAccountOptions } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { requireOwnLoan, type OwnLoanDeps, type Owner } from '../own-loan';
import { payoutAccountOfRow, type PayoutAccountDeps } from '../payout-account';
import type { PayoutScheduleDeps } from '../payout-schedule';
import { findPayoutAccount } from '../repository';

export interface ReadPayoutAccountOptionsDeps
  extends OwnLoanDeps, PayoutAccountDeps, PayoutScheduleDeps {
  readonly db: Database;
}

/**
 * `GET onboarding/products/{id}/payoutaccount` (decision 233): the bank connection's account the
 * applicant may choose, masked as the salary-statement step showed it, the account chosen, and
 * the payout day of a signing today (the offer shows the first instalment's date from it).
 */
export function createReadPayoutAccountOptions(deps: ReadPayoutAccountOptionsDeps) {
  const { db } = deps;
  return async function payoutAccountOptions(
    owner: Owner,
    productId: string,
  ): Promise<TPayoutAccountOptions> {
    const product = await requireOwnLoan(deps, db, owner, productId);
    const connected = await deps.bankConnectionAccountOf(product.prospectId, db);
    const chosen = await findPayoutAccount(db, product.prospectId);
    return {
      bankConnection:
        connected === null
          ? null
          : { bankName: connected.bankName, accountMasked: connected.accountMasked },
      chosen: chosen === null ? null : payoutAccountOfRow(deps, chosen),
      payoutDateIfSignedToday: loanPayoutDate(deps.clock(), deps.timeZone, deps.closingDays),
    };
  };
}
