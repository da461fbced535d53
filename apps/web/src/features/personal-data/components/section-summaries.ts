import { countriesOfBusinessOf } from '@onboarding/domain';
import { formatPhoneOf } from '../../../lib/format/phone';
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
  return joined(`${a.streetAddress} ${a.houseNumber}`, `${a.municipalityZipCode} ${a.city}`);
}

export function contactsSummary({ contacts: c }: PersonalDataFormValues): string {
  return joined(c.email, formatPhoneOf(c.nationalPrefix, c.mobilePhoneNumber));
}

/** A worker's profession and employer; otherwise the given "not employed" text. */
export function employmentSummary(
  { employment: e }: PersonalDataFormValues,
  notWorker: string,
): string {
  return e.isWorker ? joined(e.profession, e.nameOfEmployer) : notWorker;
}

export function purposeSummary({ questionnaire }: PersonalDataFormValues): string {
  return countriesOfBusinessOf(questionnaire).join(', ');
}

export function studentSummary({ student }: PersonalDataFormValues): string {
  return student.studentRegistrationNumber.trim();
}
