import type { Language } from '@onboarding/domain';
import { formatCountry, formatDate, formatPhoneNumber } from '@onboarding/domain/format';
import type { MessageKey, Translate } from '@onboarding/messages';

/**
 * The server sends the applicant's data with the personal-data form's field names as labels
 * (`applicant-sections.ts`); the console shows them with the applicant app's own label keys, so
 * the operator reads what the applicant read. Unknown names stay as sent: a field added on the
 * server still shows, untranslated, rather than vanish.
 */
const SECTION_LABELS: Readonly<Record<string, MessageKey>> = {
  PERSONAL: 'personalData.sections.personal',
  ADDRESS: 'personalData.sections.address',
  CONTACT: 'personalData.sections.contacts',
  DOCUMENT: 'personalData.personal.document',
  EMPLOYMENT: 'personalData.sections.employment',
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
};

/** Codes whose words the messages hold. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, MessageKey>>>> = {
  idType: { ID: 'personalData.options.idType.ID', PP: 'personalData.options.idType.PP' },
};

/** Fields holding an ISO 3166 country code: named from the portal's one country list (197). */
const COUNTRY_FIELDS = new Set(['countryOfBirth', 'nationality', 'secondNationality']);

/** Fields holding a phone number: printed in international grouping (decision 235). */
const PHONE_FIELDS = new Set(['mobileNumber']);

/**
 * Fields holding a calendar day (ISO): the short form the operator compares with the document
 * (decision 238), never the raw "1990-05-17".
 */
const DATE_FIELDS = new Set(['birthDate', 'issueDate', 'expirationDate']);

export function sectionLabel(t: Translate, section: string): string {
  const key = SECTION_LABELS[section];
  return key === undefined ? section : t(key);
}

export function fieldLabel(t: Translate, field: string): string {
  const key = FIELD_LABELS[field];
  return key === undefined ? field : t(key);
}

/** The value in words where it is a code the console can name; otherwise as entered. */
export function fieldValue(t: Translate, language: Language, field: string, value: string): string {
  const key = VALUE_LABELS[field]?.[value];
  if (key !== undefined) return t(key);
  if (COUNTRY_FIELDS.has(field)) return formatCountry(value, language);
  if (PHONE_FIELDS.has(field)) return formatPhoneNumber(value);
  // A date that cannot be read stays as sent.
  if (DATE_FIELDS.has(field)) return formatDate(value, language, { style: 'short' }) || value;
  return value;
}
