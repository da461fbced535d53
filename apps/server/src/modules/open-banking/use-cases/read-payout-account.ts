import { compactIbanText, payoutIbanProblem } from '@onboarding/domain';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../../infra/db/database';
import { accountNumberContext } from '../connection-secrets';
import { latestStatement } from '../repository';

export interface ReadPayoutAccountDeps {
  readonly db: Database;
  readonly cipher: Pick<DataCipher, 'openText'>;
}

/** The account of a bank connection a loan can be paid into (decision 233). */
export interface BankConnectionAccount {
  /** Electronic form, "SI56…". */
  readonly iban: string;
  readonly bankName: string;
  /** As the salary-statement step showed it: all but the last four characters hidden. */
  readonly accountMasked: string;
}

/**
 * The account whose statement the applicant shared last (for the loans module), when the bank gave
 * its number as an IBAN a loan can be paid into (`payoutIbanProblem`); null otherwise.
 */
export function createReadPayoutAccount(deps: ReadPayoutAccountDeps) {
  const { db, cipher } = deps;
  return async function payoutAccountOf(
    prospectId: string,
    tx: Database | Transaction = db,
  ): Promise<BankConnectionAccount | null> {
    const statement = await latestStatement(tx, prospectId);
    if (statement?.sealedAccountNumber == null) return null;
    const number = cipher.openText(
      statement.sealedAccountNumber,
      accountNumberContext(statement.id),
    );
    if (payoutIbanProblem(number) !== null) return null;
    return {
      iban: compactIbanText(number),
      bankName: statement.income.bankName,
      accountMasked: statement.income.accountMasked,
    };
  };
}
