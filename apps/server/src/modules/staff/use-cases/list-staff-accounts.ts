import type { TStaffAccount } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { listStaffAccounts } from '../repository';
import { accountOf } from '../staff-views';

export interface ListStaffAccountsDeps {
  readonly db: Database;
}

/** `GET staff` (supervisor): every account, disabled ones too. */
export function createListStaffAccounts({ db }: ListStaffAccountsDeps) {
  return async function listAllStaffAccounts(): Promise<TStaffAccount[]> {
    return (await listStaffAccounts(db)).map(accountOf);
  };
}
