import {
  lookupTextKey,
  TRANSLATED_LOOKUP_CODES,
  type Language,
  type TranslatedLookupName,
  type VariantId,
} from '@onboarding/domain';
import {
  formatCountry,
  formatDate,
  formatIban,
  formatList,
  formatNumber,
  formatPhoneNumber,
} from '@onboarding/domain/format';
import type { MessageKey, Translate } from '@onboarding/messages';

/**
 * The applicant's data in the console's words (decision 265): the server sends the personal-data
 * form's field names and the codes as entered (`applicant-sections.ts`); the console shows the
 * applicant app's own labels, each code by its name (FEMALE → "Female", EMPLOYED → "Employed"),
 * dates and countries in the console's language, and a list once per value ("SALARY, SALARY" →
 * "Salary"). The call's panel and the case page both read through here. An unknown field or code
 * stays as sent: a field added on the server still shows, untranslated, rather than vanish.
 */
export interface WordsContext {
  readonly t: Translate;
  readonly language: Language;
  /** The Albanian variant names its residency after Albania (decision 159). */
  readonly variant?: VariantId;
}

const SECTION_LABELS: Readonly<Record<string, MessageKey>> = {
  PERSONAL: 'personalData.sections.personal',
  ADDRESS: 'personalData.sections.address',
  CONTACT: 'personalData.sections.contacts',
  DOCUMENT: 'personalData.personal.document',
  EMPLOYMENT: 'personalData.sections.employment',
  ACCOUNT: 'casePage.data.ACCOUNT',
};

const FIELD_LABELS: Readonly<Record<string, MessageKey>> = {
  firstName: 'personalData.personal.firstName',
  secondName: 'personalData.personal.secondName',
  surname: 'personalData.personal.surname',
  fatherName: 'personalData.personal.fatherName',
  birthDate: 'personalData.personal.birthDate',
  placeOfBirth: 'personalData.personal.birthPlace',
  countryOfBirth: 'personalData.personal.countryOfBirth',
  nationality: 'personalData.personal.nationality',
  secondNationality: 'personalData.personal.secondNationality',
  gender: 'personalData.personal.gender',
  residentStatus: 'personalData.personal.residentStatus',
  PERMANENT: 'personalData.address.permanent',
  TEMPORARY: 'personalData.address.temporary',
  email: 'personalData.contacts.email',
  mobileNumber: 'personalData.contacts.mobilePhoneNumber',
  idType: 'personalData.personal.idType',
  number: 'personalData.personal.idDocumentNumber',
  personalNumber: 'personalData.personal.personalNumber',
  issuer: 'personalData.personal.issuer',
  issuePlace: 'personalData.personal.issuingPlace',
  issueDate: 'personalData.personal.dateOfIssue',
  expirationDate: 'personalData.personal.dateOfExpiration',
  employerStatus: 'personalData.employment.employmentStatus',
  profession: 'personalData.employment.profession',
  position: 'personalData.employment.positionHeld',
  monthlyIncoming: 'personalData.employment.monthlyIncomes',
  originOfFunds: 'personalData.employment.originOfFunds',
  purposeOfBusinessRelation: 'personalData.employment.purposeOfBusinessRelation',
  taxNumber: 'casePage.data.taxNumber',
  iban: 'casePage.data.iban',
};

/** Fields holding a code of a coded lookup, with the lookups that may name it, in order. */
const LOOKUP_FIELDS: Readonly<Record<string, readonly TranslatedLookupName[]>> = {
  gender: ['Gender'],
  residentStatus: ['ResidenceStatus'],
  employerStatus: ['EmployerStatus'],
  position: ['PositionHeld'],
  purposeOfBusinessRelation: ['BusinessRelations'],
  // The sources of income are asked in three lists that share codes (SALARY, SAVINGS…).
  originOfFunds: ['IncomeSource', 'EmploymentIncomeSource', 'OriginOfFunds'],
};

/** Codes of the form's own options. */
const OPTION_LABELS: Readonly<Record<string, Readonly<Record<string, MessageKey>>>> = {
  idType: { ID: 'personalData.options.idType.ID', PP: 'personalData.options.idType.PP' },
};

/** Fields that may hold several values, sent joined by commas. */
const LIST_FIELDS = new Set(['originOfFunds']);

/** Fields holding an ISO 3166 country code: named from the portal's one country list (197). */
const COUNTRY_FIELDS = new Set(['countryOfBirth', 'nationality', 'secondNationality']);

/** Fields holding a phone number: printed in international grouping (decision 235). */
const PHONE_FIELDS = new Set(['mobileNumber']);

/**
 * Fields holding a calendar day (ISO): the short form the operator compares with the document
 * (decision 238), never the raw "1990-05-17".
 */
const DATE_FIELDS = new Set(['birthDate', 'issueDate', 'expirationDate']);

/** Whole amounts (the monthly income in the bank's currency): grouped as the language groups. */
const NUMBER_FIELDS = new Set(['monthlyIncoming']);

export function sectionLabel({ t }: WordsContext, section: string): string {
  const key = SECTION_LABELS[section];
  return key === undefined ? section : t(key);
}

export function fieldLabel({ t }: WordsContext, field: string): string {
  const key = FIELD_LABELS[field];
  return key === undefined ? field : t(key);
}

/** One code of a lookup field by its name in the console's language; null when none knows it. */
function lookupWord(context: WordsContext, field: string, code: string): string | null {
  for (const lookup of LOOKUP_FIELDS[field] ?? []) {
    const codes: readonly string[] = TRANSLATED_LOOKUP_CODES[lookup];
    if (codes.includes(code)) {
      // The catalogue holds a text for every code of TRANSLATED_LOOKUP_CODES (decision 196).
      return context.t(lookupTextKey(lookup, code, context.variant) as MessageKey);
    }
  }
  return null;
}

/** One value of a field in words; as entered when it is no code the console can name. */
function oneValue(context: WordsContext, field: string, value: string): string {
  const { t, language } = context;
  const option = OPTION_LABELS[field]?.[value];
  if (option !== undefined) return t(option);
  const named = lookupWord(context, field, value);
  if (named !== null) return named;
  if (COUNTRY_FIELDS.has(field)) return formatCountry(value, language);
  if (PHONE_FIELDS.has(field)) return formatPhoneNumber(value);
  // A date that cannot be read stays as sent.
  if (DATE_FIELDS.has(field)) return formatDate(value, language, { style: 'short' }) || value;
  if (NUMBER_FIELDS.has(field) && /^\d+$/.test(value)) return formatNumber(Number(value), language);
  if (field === 'iban') return formatIban(value);
  return value;
}

/** The value in words: each code named, a list once per value, joined as the language joins. */
export function fieldValue(context: WordsContext, field: string, value: string): string {
  if (!LIST_FIELDS.has(field)) return oneValue(context, field, value);
  const words = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => oneValue(context, field, part));
  return formatList([...new Set(words)], context.language);
}
