import { ZDocumentPrefill } from '@onboarding/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Transaction } from '../../infra/db/database';
import type {
  CaseSearchSource,
  CaseSearchValues,
} from '../../infra/search-index/case-search-index';
// The backfill reads the stored values of a case where each module keeps them (decision 263),
// one case at a time, read only: the same reach across the tables as the search's own query.
import { bankAccounts } from '../bank-accounts/tables';
import { ownIbanContext } from '../deposits/deposit-view';
import { deposits } from '../deposits/tables';
import { cipherContext, searchValuesOfPrefill } from '../document-reading/prefill';
import { documentReadings } from '../document-reading/tables';
import { ibanContext } from '../loans/payout-account';
import { loanPayoutAccounts } from '../loans/tables';
import type { PersonalDataService } from '../personal-data/service';
import { searchValuesOfBody } from '../personal-data/search-values';
import { users } from '../security/tables';

export interface StoredValuesDeps {
  readonly cipher: Pick<DataCipher, 'openText'>;
  readonly personalData: Pick<PersonalDataService, 'storedInfo'>;
}

type CaseSource = Exclude<CaseSearchSource, 'ACCOUNT'>;

/** The account's name, e-mail and phone as the sign-up stored them. */
export async function accountValues(tx: Transaction, userId: string): Promise<CaseSearchValues> {
  const [user] = await tx
    .select({ name: users.fullName, email: users.email, phone: users.phoneE164 })
    .from(users)
    .where(eq(users.id, userId));
  if (user === undefined) return {};
  return { names: [user.name], emails: [user.email], phones: [user.phone] };
}

async function latestReading(
  deps: StoredValuesDeps,
  tx: Transaction,
  prospectId: string,
): Promise<CaseSearchValues> {
  const [row] = await tx
    .select({ sealed: documentReadings.sealedValues })
    .from(documentReadings)
    .where(and(eq(documentReadings.prospectId, prospectId), eq(documentReadings.status, 'READ')))
    .orderBy(desc(documentReadings.readAt))
    .limit(1);
  if (row?.sealed == null) return {};
  const prefill = ZDocumentPrefill.parse(
    JSON.parse(deps.cipher.openText(row.sealed, cipherContext(prospectId))),
  );
  return searchValuesOfPrefill(prefill);
}

async function payoutIban(
  deps: StoredValuesDeps,
  tx: Transaction,
  prospectId: string,
): Promise<CaseSearchValues> {
  const [row] = await tx
    .select({ sealed: loanPayoutAccounts.sealedIban })
    .from(loanPayoutAccounts)
    .where(eq(loanPayoutAccounts.prospectId, prospectId));
  return row === undefined
    ? {}
    : { ibans: [deps.cipher.openText(row.sealed, ibanContext(prospectId))] };
}

async function depositIban(
  deps: StoredValuesDeps,
  tx: Transaction,
  prospectId: string,
): Promise<CaseSearchValues> {
  const [row] = await tx
    .select({ sealed: deposits.ownIbanSealed })
    .from(deposits)
    .where(eq(deposits.prospectId, prospectId));
  return row === undefined
    ? {}
    : { ibans: [deps.cipher.openText(row.sealed, ownIbanContext(prospectId))] };
}

async function productIban(tx: Transaction, prospectId: string): Promise<CaseSearchValues> {
  const [row] = await tx
    .select({ iban: bankAccounts.iban })
    .from(bankAccounts)
    .where(eq(bankAccounts.prospectId, prospectId));
  return row === undefined ? {} : { ibans: [row.iban] };
}

/** Each source's values of one case, opened one case at a time (never in bulk). */
export async function caseValues(
  deps: StoredValuesDeps,
  tx: Transaction,
  prospectId: string,
): Promise<[CaseSource, CaseSearchValues][]> {
  const body = await deps.personalData.storedInfo(tx, prospectId);
  return [
    ['PERSONAL_DATA', body === null ? {} : searchValuesOfBody(body)],
    ['DOCUMENT_READING', await latestReading(deps, tx, prospectId)],
    ['PAYOUT_ACCOUNT', await payoutIban(deps, tx, prospectId)],
    ['DEPOSIT_ACCOUNT', await depositIban(deps, tx, prospectId)],
    ['PRODUCT_ACCOUNT', await productIban(tx, prospectId)],
  ];
}
