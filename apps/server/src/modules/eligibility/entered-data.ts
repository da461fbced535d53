import type { Transaction } from '../../infra/db/database';

/**
 * The part of the data entered on /personaldata that eligibility and the consent documents read
 * (spec 2 §3 "Prospect request body"), already decrypted. Built from the personal-data service's
 * `storedInfo` by `enteredDataFrom` so those two modules never read its tables.
 */
export interface EnteredAddress {
  readonly type: 'PERMANENT' | 'TEMPORARY';
  readonly street: string;
  readonly number: string;
  readonly zipCode: string;
  readonly city: string;
  readonly countryCode: string;
}

export interface EnteredData {
  readonly names: {
    readonly firstName: string;
    readonly secondName: string | null;
    readonly surname: string;
    readonly fatherName: string | null;
  };
  readonly birth: {
    /** ISO YYYY-MM-DD. */
    readonly date: string | null;
    readonly placeOfBirth: string | null;
    readonly countryCode: string | null;
    readonly nationality: string | null;
  };
  readonly secondNationality: string | null;
  readonly gender: string | null;
  readonly residentStatus: string | null;
  readonly addresses: readonly EnteredAddress[];
  readonly contact: { readonly email: string | null; readonly mobileNumber: string | null };
  readonly identityDocument: {
    readonly idType: string | null;
    readonly number: string | null;
    readonly personalNumber: string | null;
    readonly issuer: string | null;
    readonly issuePlace: string | null;
    readonly issueDate: string | null;
    readonly expirationDate: string | null;
  };
  readonly employment: {
    readonly employerStatus: string | null;
    readonly profession: string | null;
    readonly position: string | null;
    readonly monthlyIncoming: string | null;
    readonly originOfFunds: readonly string[];
    readonly purposeOfBusinessRelation: string | null;
  };
  /** The purpose-of-business questionnaire: field name and its answers (codes or text), in order. */
  readonly questionnaire: readonly (readonly [string, readonly string[]])[];
  /** The applicant's account at another bank (spec 2 §3 personal data: IBAN), if entered. */
  readonly iban: string | null;
  /** The tax number as stored (8 digits, or the Albanian NIPT). */
  readonly taxNumber: string | null;
}

/** The port eligibility and the consent documents read the entered data through. */
export interface EnteredDataSource {
  entered(tx: Transaction, prospectId: string): Promise<EnteredData | null>;
}
