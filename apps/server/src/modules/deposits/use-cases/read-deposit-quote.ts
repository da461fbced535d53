import type { TDepositChoice } from '@onboarding/domain';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../../infra/db/database';
import { toDepositChoice } from '../deposit-view';
import { findDeposit } from '../repository';

export interface ReadDepositQuoteDeps {
  readonly db: Database;
  readonly cipher: DataCipher;
}

/**
 * The deposit of a prospect with its quote (the funded one once the money arrived), for the
 * modules that show or print it: the contracts, the penny transfer, the welcome (decision 232).
 * Null when the prospect chose none (not a deposit, or not yet).
 */
export function createReadDepositQuote(deps: ReadDepositQuoteDeps) {
  return async function depositOf(
    prospectId: string,
    tx: Database | Transaction = deps.db,
  ): Promise<TDepositChoice | null> {
    const row = await findDeposit(tx, prospectId);
    return row === null ? null : toDepositChoice(row, deps.cipher);
  };
}

export type ReadDepositQuote = ReturnType<typeof createReadDepositQuote>;
