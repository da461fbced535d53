import type { Database } from '../../infra/db/database';
import { createReadMobilePhone, createReadSessionIdentity } from './use-cases/read-account';
import { createSweepExpiredCodes } from './use-cases/sweep-expired-codes';

/** What other parts of the server need of the accounts: the identity a session carries, clean-up. */
export function createAccountsService(deps: { readonly db: Database }) {
  return {
    identityOf: createReadSessionIdentity(deps),
    mobilePhoneOf: createReadMobilePhone(deps),
    sweepExpired: createSweepExpiredCodes(deps),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
