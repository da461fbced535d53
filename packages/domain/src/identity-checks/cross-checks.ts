import { z } from 'zod';
import { lazily } from '../lazily';
import type { TDocumentPrefill } from '../mrz/prefill';
import { ADULT_AGE, ageOn, type CalendarDate } from '../packages';
import { albanianNidParts } from '../personal-data/al-identifiers';
import { emsoParts } from '../personal-data/checksums';
import { compareDates, parseDottedDate } from '../personal-data/dates';
import {
  type IdentityAssuranceSignalName,
  SIGNAL_SEVERITIES,
  type SignalSeverity,
  identityAssuranceSignalNameSchema,
} from '../video-identification/assurance-signals';
import type { VariantId } from '../variants';
import { compareNames } from './names';

/*
 * Cross-checks of what the applicant gave in different places (decision 287): the name of the
 * sign-up, the personal data form's, and the document's machine-readable zone; the birth date and
 * sex of the zone, the form and the national identification number (EMSO, or the Albanian NID);
 * the document's number and expiry; the age rule. Each finding names the check and the places
 * that disagree, so the applicant can be asked and the operator told in plain words; every
 * finding is a signal for the four-eyes rule.
 */

export const CROSS_CHECKS = [
  'NAME',
  'BIRTH_DATE',
  'SEX',
  'DOCUMENT_NUMBER',
  'DOCUMENT_EXPIRY',
  'DOCUMENT_EXPIRED',
  'UNDERAGE',
] as const;
export type CrossCheck = (typeof CROSS_CHECKS)[number];

/** Where a value came from. */
export const IDENTITY_SOURCES = ['SIGN_UP', 'FORM', 'DOCUMENT', 'NATIONAL_ID'] as const;
export type IdentitySource = (typeof IDENTITY_SOURCES)[number];

export const crossCheckFindingSchema = lazily(() =>
  z.object({
    check: z.enum(CROSS_CHECKS),
    /** The two places that disagree; one for a rule broken (expired, under age). */
    sources: z.array(z.enum(IDENTITY_SOURCES)).min(1).max(2),
    signal: identityAssuranceSignalNameSchema(),
    severity: z.enum(SIGNAL_SEVERITIES),
  }),
);
export const ZCrossCheckFinding = /* @__PURE__ */ crossCheckFindingSchema();
export type CrossCheckFinding = z.infer<typeof ZCrossCheckFinding>;

export type Sex = 'MALE' | 'FEMALE';

/** What the form holds, as far as the checks read it. */
export interface FormIdentity {
  readonly firstName: string;
  readonly secondName: string;
  readonly surname: string;
  readonly birthDate: CalendarDate | null;
  readonly sex: Sex | null;
  readonly documentNumber: string;
  readonly documentExpiry: CalendarDate | null;
  readonly nationalId: string;
}

export interface IdentityFacts {
  /** The full name given at sign-up. */
  readonly signUpName: string | null;
  /** The personal data form's values; null before it was sent. */
  readonly form: FormIdentity | null;
  /** The checked values of the document's machine-readable zone; null when none was read. */
  readonly document: TDocumentPrefill | null;
  /** The variant, whose national identification number encodes birth date and sex its way. */
  readonly variant: VariantId;
  /** Today in the bank's zone. */
  readonly today: CalendarDate;
}

function finding(
  check: CrossCheck,
  sources: readonly IdentitySource[],
  signal: IdentityAssuranceSignalName,
  severity: SignalSeverity = 'HIGH',
): CrossCheckFinding {
  return { check, sources: [...sources], signal, severity };
}

/** Each variant's national number: the Slovenian EMSO (spec 2 §5), the Albanian NID (decision 176). */
const NATIONAL_ID_PARTS: Readonly<
  Record<VariantId, (value: string) => (CalendarDate & { readonly gender: Sex }) | null>
> = {
  si: emsoParts,
  al: albanianNidParts,
};

interface Dated {
  readonly birthDate: CalendarDate | null;
  readonly sex: Sex | null;
}

function nationalIdFacts(facts: IdentityFacts): Dated | null {
  const value = facts.form?.nationalId.trim() ?? '';
  if (value === '') return null;
  const parts = NATIONAL_ID_PARTS[facts.variant](value);
  if (parts === null) return null;
  return {
    birthDate: { year: parts.year, month: parts.month, day: parts.day },
    sex: parts.gender,
  };
}

function documentFacts(document: TDocumentPrefill | null): Dated | null {
  if (document === null) return null;
  const sex = document.sex === 'M' ? 'MALE' : document.sex === 'F' ? 'FEMALE' : null;
  const birthDate = document.birthDate === undefined ? null : parseDottedDate(document.birthDate);
  return { birthDate, sex };
}

function fullName(form: FormIdentity): string {
  return [form.firstName, form.secondName, form.surname].join(' ');
}

interface DocumentName {
  readonly name: string;
  /** The word the zone's full field cut short: the last of the given names (ICAO 9303 part 3). */
  readonly cutWord?: string;
}

function documentName(document: TDocumentPrefill | null): DocumentName | null {
  if (document?.lastName === undefined || document.firstName === undefined) return null;
  const name = `${document.firstName} ${document.lastName}`;
  const cutWord = document.namesCut ? document.firstName.split(' ').at(-1) : undefined;
  return cutWord === undefined ? { name } : { name, cutWord };
}

function differs(a: string | null, b: string | DocumentName | null): boolean {
  if (a === null || b === null) return false;
  const compared = typeof b === 'string' ? compareNames(a, b) : compareNames(a, b.name, b.cutWord);
  return compared === 'DIFFERENT';
}

function nameFindings(facts: IdentityFacts): CrossCheckFinding[] {
  const signUp = facts.signUpName;
  const form = facts.form === null ? null : fullName(facts.form);
  const document = documentName(facts.document);
  const findings: CrossCheckFinding[] = [];
  if (differs(signUp, document))
    findings.push(finding('NAME', ['SIGN_UP', 'DOCUMENT'], 'NAME_MISMATCH'));
  if (differs(form, document))
    findings.push(finding('NAME', ['FORM', 'DOCUMENT'], 'NAME_MISMATCH'));
  if (differs(signUp, form)) {
    // Once the form agrees with the document, the legal name is known: an account name that
    // differs is worth a question, not a second pair of eyes.
    const formAgrees = document !== null && form !== null && !differs(form, document);
    findings.push(
      finding('NAME', ['SIGN_UP', 'FORM'], 'NAME_MISMATCH', formAgrees ? 'LOW' : 'HIGH'),
    );
  }
  return findings;
}

/** Each pair of the three places that both have `read`'s value and disagree on it. */
function pairFindings<T>(
  places: readonly (readonly [IdentitySource, Dated | null])[],
  read: (dated: Dated) => T | null,
  same: (a: T, b: T) => boolean,
  check: CrossCheck,
  signal: IdentityAssuranceSignalName,
): CrossCheckFinding[] {
  const known = places.flatMap(([source, dated]) => {
    const value = dated === null ? null : read(dated);
    return value === null ? [] : [[source, value] as const];
  });
  const findings: CrossCheckFinding[] = [];
  known.forEach(([source, value], index) => {
    for (const [other, otherValue] of known.slice(index + 1)) {
      if (!same(value, otherValue)) findings.push(finding(check, [source, other], signal));
    }
  });
  return findings;
}

const compact = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

function documentFindings(facts: IdentityFacts): CrossCheckFinding[] {
  const { form, document } = facts;
  const findings: CrossCheckFinding[] = [];
  const typedNumber = form === null ? '' : compact(form.documentNumber);
  if (document?.documentNumber !== undefined && typedNumber !== '') {
    if (compact(document.documentNumber) !== typedNumber) {
      findings.push(finding('DOCUMENT_NUMBER', ['DOCUMENT', 'FORM'], 'DOCUMENT_MISMATCH'));
    }
  }
  const readExpiry =
    document?.expiryDate === undefined ? null : parseDottedDate(document.expiryDate);
  const typedExpiry = form?.documentExpiry ?? null;
  if (readExpiry !== null && typedExpiry !== null && compareDates(readExpiry, typedExpiry) !== 0) {
    findings.push(finding('DOCUMENT_EXPIRY', ['DOCUMENT', 'FORM'], 'DOCUMENT_MISMATCH'));
  }
  const expiry = readExpiry ?? typedExpiry;
  if (expiry !== null && compareDates(expiry, facts.today) < 0) {
    findings.push(
      finding('DOCUMENT_EXPIRED', [readExpiry === null ? 'FORM' : 'DOCUMENT'], 'DOCUMENT_EXPIRED'),
    );
  }
  return findings;
}

/** Every finding of the cross-checks of one applicant, in CROSS_CHECKS order. */
export function crossCheckIdentity(facts: IdentityFacts): CrossCheckFinding[] {
  const places = [
    ['DOCUMENT', documentFacts(facts.document)],
    ['NATIONAL_ID', nationalIdFacts(facts)],
    ['FORM', facts.form === null ? null : { birthDate: facts.form.birthDate, sex: facts.form.sex }],
  ] as const;
  const birthDates = pairFindings(
    places,
    (dated) => dated.birthDate,
    (a, b) => compareDates(a, b) === 0,
    'BIRTH_DATE',
    'BIRTH_DATE_MISMATCH',
  );
  const sexes = pairFindings(
    places,
    (dated) => dated.sex,
    (a, b) => a === b,
    'SEX',
    'SEX_MISMATCH',
  );
  // The age rule on the most trustworthy birth date there is: the document's, the number's, the
  // form's (which the form's own rules already hold to it).
  const [birthSource, birth] =
    places
      .map(([source, dated]) => [source, dated?.birthDate ?? null] as const)
      .find(([, date]) => date !== null) ?? [];
  const underage =
    birth != null && birthSource !== undefined && ageOn(birth, facts.today) < ADULT_AGE
      ? [finding('UNDERAGE', [birthSource], 'UNDERAGE')]
      : [];
  const findings = [
    ...nameFindings(facts),
    ...birthDates,
    ...sexes,
    ...documentFindings(facts),
    ...underage,
  ];
  return findings.sort((a, b) => CROSS_CHECKS.indexOf(a.check) - CROSS_CHECKS.indexOf(b.check));
}
