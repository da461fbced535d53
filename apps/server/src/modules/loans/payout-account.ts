import {
  compactIbanText,
  type TPayoutAccount,
  type TPayoutAccountChoice,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../infra/db/database';
import type { LoanPayoutAccountRow } from './repository';

/** The open-banking module's account of the shared statement, if it can receive a payout. */
export type BankConnectionAccountOf = (
  prospectId: string,
  tx?: Database | Transaction,
) => Promise<{
  readonly iban: string;
  readonly bankName: string;
  readonly accountMasked: string;
} | null>;

export interface PayoutAccountDeps {
  readonly cipher: Pick<DataCipher, 'sealText' | 'openText'>;
  readonly bankConnectionAccountOf: BankConnectionAccountOf;
}

/** The payout account as the contracts and the welcome page read it (decision 233). */
export type PayoutAccount = TPayoutAccount;

export const ibanContext = (prospectId: string) => `loan-payout:${prospectId}:iban`;

/**
 * The account the choice names: the bank connection's (422 at the field when the applicant shared
 * no statement by a bank connection, or its bank gave no SEPA IBAN), or the typed one, whose
 * checks the shared schema made.
 */
export async function resolvePayoutAccount(
  deps: PayoutAccountDeps,
  tx: Transaction,
  prospectId: string,
  choice: TPayoutAccountChoice,
): Promise<PayoutAccount> {
  if (choice.source === 'TYPED') {
    return { source: 'TYPED', iban: compactIbanText(choice.iban), bankName: null };
  }
  const account = await deps.bankConnectionAccountOf(prospectId, tx);
  if (account === null) {
    throw new AppError(422, 'PAYOUT_ACCOUNT_UNAVAILABLE', {
      message: 'There is no account of a bank connection to pay the loan into.',
      fieldErrors: [
        { field: 'payoutAccount.source', code: 'creditApproval.payout.errors.noBankConnection' },
      ],
    });
  }
  return { source: 'BANK_CONNECTION', iban: account.iban, bankName: account.bankName };
}

/** The row kept with the choice: the IBAN sealed. */
export function payoutAccountRow(
  deps: Pick<PayoutAccountDeps, 'cipher'>,
  prospectId: string,
  account: PayoutAccount,
  declaredAt: Date,
): LoanPayoutAccountRow {
  return {
    prospectId,
    source: account.source,
    sealedIban: deps.cipher.sealText(account.iban, ibanContext(prospectId)),
    bankName: account.bankName,
    ownAccountDeclaredAt: declaredAt,
  };
}

export function payoutAccountOfRow(
  deps: Pick<PayoutAccountDeps, 'cipher'>,
  row: LoanPayoutAccountRow,
): PayoutAccount {
  return {
    source: row.source,
    iban: deps.cipher.openText(row.sealedIban, ibanContext(row.prospectId)),
    bankName: row.bankName,
  };
}
