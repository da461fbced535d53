import type { Language, TIdentificationDetail } from '@onboarding/domain';
import { formatPlaceInCountry } from '@onboarding/domain/format';
import type { EnteredData } from '../eligibility/entered-data';

type Section = TIdentificationDetail['applicant']['sections'][number];

/**
 * The data entered on /personaldata as the operator compares it with the document and the person:
 * one list per section, labels as the form's field names (the console translates them), empty
 * values left out.
 */
export function applicantSections(
  entered: EnteredData | null,
  /** The operator's language and the bank's country: an address abroad names its country. */
  { language, homeCountry }: { readonly language: Language; readonly homeCountry: string },
): Section[] {
  if (entered === null) return [];
  const section = (name: string, fields: Record<string, string | null | undefined>): Section => ({
    section: name,
    fields: Object.entries(fields).flatMap(([label, value]) =>
      value == null || value === '' ? [] : [{ label, value }],
    ),
  });
  const { names, birth, identityDocument: document, employment } = entered;
  return [
    section('PERSONAL', {
      firstName: names.firstName,
      secondName: names.secondName,
      surname: names.surname,
      fatherName: names.fatherName,
      birthDate: birth.date,
      placeOfBirth: birth.placeOfBirth,
      countryOfBirth: birth.countryCode,
      nationality: birth.nationality,
      secondNationality: entered.secondNationality,
      gender: entered.gender,
      residentStatus: entered.residentStatus,
    }),
    section(
      'ADDRESS',
      Object.fromEntries(
        entered.addresses.map((address) => [
          address.type,
          // Decision 238: the place, and its country by name only when it is not the bank's.
          `${address.street} ${address.number}, ${formatPlaceInCountry(
            address.zipCode,
            address.city,
            address.countryCode,
            language,
            homeCountry,
          )}`,
        ]),
      ),
    ),
    section('CONTACT', {
      email: entered.contact.email,
      mobileNumber: entered.contact.mobileNumber,
    }),
    section('DOCUMENT', {
      idType: document.idType,
      number: document.number,
      personalNumber: document.personalNumber,
      issuer: document.issuer,
      issuePlace: document.issuePlace,
      issueDate: document.issueDate,
      expirationDate: document.expirationDate,
    }),
    section('EMPLOYMENT', {
      employerStatus: employment.employerStatus,
      profession: employment.profession,
      position: employment.position,
      monthlyIncoming: employment.monthlyIncoming,
      originOfFunds: employment.originOfFunds.join(', '),
      purposeOfBusinessRelation: employment.purposeOfBusinessRelation,
    }),
  ];
}
