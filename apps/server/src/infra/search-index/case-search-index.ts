import type { Transaction } from '../db/database';

/**
 * Where a case's searchable values come from (decision 263). A source's values replace that
 * source's earlier ones; the account's are found for every case of the account.
 */
export type CaseSearchSource =
  | 'ACCOUNT'
  | 'PERSONAL_DATA'
  | 'DOCUMENT_READING'
  | 'PAYOUT_ACCOUNT'
  | 'DEPOSIT_ACCOUNT'
  | 'PRODUCT_ACCOUNT';

type Values = readonly (string | null | undefined)[];

/** Values as they were given: the index brings each to its search form. */
export interface CaseSearchValues {
  readonly names?: Values;
  readonly emails?: Values;
  /** In their international form ("+38641123456") or as prefix and number joined. */
  readonly phones?: Values;
  readonly documentNumbers?: Values;
  /** EMŠO, or the Albanian variant's NID. */
  readonly nationalIds?: Values;
  readonly ibans?: Values;
}

/**
 * The staff case search's index (decision 263), a port the modules below the search write through
 * in the transaction that stores the values: keyed hashes only, never the values.
 */
export interface CaseSearchIndex {
  /** The account's own values (sign-up: name, e-mail, phone), found for each of its cases. */
  indexAccount(tx: Transaction, userId: string, values: CaseSearchValues): Promise<void>;
  /** One case's values from one source, replacing what the source gave before. */
  indexCase(
    tx: Transaction,
    prospectId: string,
    source: Exclude<CaseSearchSource, 'ACCOUNT'>,
    values: CaseSearchValues,
  ): Promise<void>;
  /**
   * Other accounts' applications of this case's product, still under way, whose personal data
   * share both the national number and the document number with this case's (decision 290).
   */
  openApplicationsOfSamePerson(tx: Transaction, prospectId: string): Promise<readonly string[]>;
}
