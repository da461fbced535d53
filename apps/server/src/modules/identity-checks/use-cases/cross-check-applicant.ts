import {
  calendarDateIn,
  crossCheckIdentity,
  type CrossCheckFinding,
  type FormIdentity,
  parseIsoDate,
  type TDocumentPrefill,
  type VariantId,
} from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import type { EnteredData, EnteredDataSource } from '../../eligibility/entered-data';

export interface CrossCheckApplicantDeps {
  readonly clock: Clock;
  /** The bank's zone: "today" of the expiry and age rules. */
  readonly timeZone: string;
  /** The variant, whose national number (EMSO, NID) encodes birth date and sex. */
  readonly variant: VariantId;
  readonly enteredData: EnteredDataSource;
  /** The document's machine-readable zone as read, checked values only. */
  readonly latestPrefill: (
    tx: Database | Transaction,
    prospectId: string,
  ) => Promise<TDocumentPrefill | null>;
  /** The full name the applicant signed up with. */
  readonly signUpNameOf: (tx: Transaction, prospectId: string) => Promise<string | null>;
}

function formIdentityOf(entered: EnteredData): FormIdentity {
  const { names, birth, identityDocument } = entered;
  const date = (value: string | null) => (value === null ? null : parseIsoDate(value));
  return {
    firstName: names.firstName,
    secondName: names.secondName ?? '',
    surname: names.surname,
    birthDate: date(birth.date),
    sex: entered.gender === 'MALE' || entered.gender === 'FEMALE' ? entered.gender : null,
    documentNumber: identityDocument.number ?? '',
    documentExpiry: date(identityDocument.expirationDate),
    nationalId: identityDocument.personalNumber ?? '',
  };
}

/**
 * The cross-checks of one applicant (decision 287): the sign-up's name, the personal data as sent
 * and the document's reading, compared by the domain's rules. Read only.
 */
export function createCrossCheckApplicant(deps: CrossCheckApplicantDeps) {
  return async function crossCheckApplicant(
    tx: Transaction,
    prospectId: string,
  ): Promise<CrossCheckFinding[]> {
    const [entered, document, signUpName] = await Promise.all([
      deps.enteredData.entered(tx, prospectId),
      deps.latestPrefill(tx, prospectId),
      deps.signUpNameOf(tx, prospectId),
    ]);
    return crossCheckIdentity({
      signUpName,
      form: entered === null ? null : formIdentityOf(entered),
      document,
      variant: deps.variant,
      today: calendarDateIn(deps.clock(), deps.timeZone),
    });
  };
}
