import { countriesOfBusinessOf, type Language } from '@onboarding/domain';
import { formatCountry, formatPhoneParts, formatPlace, unbroken } from '@onboarding/domain/format';
import type { PersonalDataFormValues } from '../form/form-values';

/*
 * The one line a finished section folds to on a phone (decision 199): the applicant's own
 * answers, so they see what they gave without opening it.
 */

const joined = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');

export function personalSummary({ personalData: p }: PersonalDataFormValues): string {
  return joined(`${p.firstName} ${p.surname}`, p.birthDate);
}

export function addressSummary({ address: a }: PersonalDataFormValues): string {
  return joined(`${a.streetAddress} ${a.houseNumber}`, formatPlace(a.municipalityZipCode, a.city));
}

export function contactsSummary({ contacts: c }: PersonalDataFormValues): string {
  const phone =
    c.mobilePhoneNumber.trim() === ''
      ? ''
      : formatPhoneParts(c.nationalPrefix, c.mobilePhoneNumber);
  return joined(c.email, unbroken(phone));
}

/** A worker's profession and employer; otherwise the given "not employed" text. */
export function employmentSummary(
  { employment: e }: PersonalDataFormValues,
  notWorker: string,
): string {
  return e.isWorker ? joined(e.profession, e.nameOfEmployer) : notWorker;
}

/** The countries of business by their names in the reader's language, never their codes. */
export function purposeSummary(
  { questionnaire }: PersonalDataFormValues,
  language: Language,
): string {
  return joined(
    ...countriesOfBusinessOf(questionnaire).map((code) => formatCountry(code, language)),
  );
}

export function studentSummary({ student }: PersonalDataFormValues): string {
  return student.studentRegistrationNumber.trim();
}
