import type { MessageKey } from '@onboarding/messages';
import type { FieldPath } from 'react-hook-form';
import type { PersonalDataFormValues } from '../form/form-values';
import type { SectionKey } from '../hooks/use-section-status';

/** Each section's title. */
export const SECTION_TITLES = {
  personalData: 'personalData.sections.personal',
  address: 'personalData.sections.address',
  contacts: 'personalData.sections.contacts',
  employment: 'personalData.sections.employment',
  questionnaire: 'personalData.sections.purpose',
  student: 'personalData.sections.student',
} as const satisfies Record<SectionKey, MessageKey>;

/**
 * Each field's label key, in the order the screen shows them: the list beside a disabled "Next"
 * names the fields that block it, first to last (decision 200). The al variant's identifiers
 * have their own labels (decision 176).
 */
const LABELS = {
  'personalData.firstName': 'personalData.personal.firstName',
  'personalData.surname': 'personalData.personal.surname',
  'personalData.secondName': 'personalData.personal.secondName',
  'personalData.fatherName': 'personalData.personal.fatherName',
  'personalData.birthName': 'personalData.personal.birthName',
  'personalData.mothersMaidenName': 'personalData.personal.motherMaidenName',
  'personalData.gender': 'personalData.personal.gender',
  'personalData.residentStatus': 'personalData.personal.residentStatus',
  'personalData.birthDate': 'personalData.personal.birthDate',
  'personalData.birthPlace': 'personalData.personal.birthPlace',
  'personalData.countryOfBirth': 'personalData.personal.countryOfBirth',
  'personalData.nationality': 'personalData.personal.nationality',
  'personalData.hasSecondNationality': 'personalData.personal.hasSecondNationality',
  'personalData.secondNationality': 'personalData.personal.secondNationality',
  'personalData.secondNationalityUIC': 'personalData.personal.secondNationalityUIC',
  'personalData.isResidentInItaly': 'personalData.personal.isResidentInItaly',
  'personalData.codiceFiscale': 'personalData.personal.codiceFiscale',
  'personalData.idType': 'personalData.personal.idType',
  'personalData.idDocumentNumber': 'personalData.personal.idDocumentNumber',
  'personalData.passportNumber': 'personalData.personal.passportNumber',
  'personalData.personalNumber': 'personalData.personal.personalNumber',
  'personalData.dateOfIssue': 'personalData.personal.dateOfIssue',
  'personalData.dateOfExpiration': 'personalData.personal.dateOfExpiration',
  'personalData.issuer': 'personalData.personal.issuer',
  'personalData.issuingPlace': 'personalData.personal.issuingPlace',
  'personalData.addressCardNumber': 'personalData.personal.addressCardNumber',
  'personalData.taxID': 'personalData.personal.taxId',
  'personalData.iban': 'personalData.personal.iban',
  'address.country': 'personalData.address.country',
  'address.municipalityZipCode': 'personalData.address.municipalityZipCode',
  'address.city': 'personalData.address.city',
  'address.houseNumber': 'personalData.address.houseNumber',
  'address.streetAddress': 'personalData.address.streetAddress',
  'address.hasOnlyPermanentAddress': 'personalData.address.hasOnlyPermanentAddress',
  'address.tempCountry': 'personalData.address.country',
  'address.tempMunicipalityZipCode': 'personalData.address.municipalityZipCode',
  'address.tempCity': 'personalData.address.city',
  'address.tempHouseNumber': 'personalData.address.houseNumber',
  'address.tempStreetAddress': 'personalData.address.streetAddress',
  'contacts.email': 'personalData.contacts.email',
  'contacts.nationalPrefix': 'personalData.contacts.nationalPrefix',
  'contacts.mobilePhoneNumber': 'personalData.contacts.mobilePhoneNumber',
  'employment.isWorker': 'personalData.employment.isWorker',
  'employment.isStudent': 'personalData.employment.isStudent',
  'employment.employmentStatus': 'personalData.employment.employmentStatus',
  'employment.profession': 'personalData.employment.profession',
  'employment.nameOfEmployer': 'personalData.employment.nameOfEmployer',
  'employment.employmentTerm': 'personalData.employment.employmentTerm',
  'employment.employmentStartDate': 'personalData.employment.startDate',
  'employment.placeOfWork': 'personalData.employment.placeOfWork',
  'employment.netSalary': 'personalData.employment.netSalary',
  'employment.monthlyIncomes': 'personalData.employment.monthlyIncomes',
  'employment.originOfFunds': 'personalData.employment.originOfFunds',
  'employment.purposeOfBusinessRelation': 'personalData.employment.purposeOfBusinessRelation',
  'employment.sourceOfIncome': 'personalData.employment.sourceOfIncome',
  'employment.positionHeld': 'personalData.employment.positionHeld',
  'employment.taxesPaid': 'personalData.employment.taxesPaid',
  'questionnaire.PurposeOfTheAccount': 'personalData.purpose.purposeOfTheAccount',
  'questionnaire.OriginOfFunds': 'personalData.purpose.originOfFunds',
  'questionnaire.regularFlowSelect': 'personalData.purpose.regularFlowSelect',
  'questionnaire.regularFlow': 'personalData.purpose.regularFlow',
  'questionnaire.sourceOfFundsThatWillBeSubjectOfCashOperations': 'personalData.purpose.cashSource',
  'questionnaire.estimatedInflowSloveniaAbroad': 'personalData.purpose.inflowSplit',
  'questionnaire.sourceOfFundsAbroadBusiness': 'personalData.purpose.sourceOfFundsAbroadBusiness',
  'questionnaire.employerName': 'personalData.purpose.employerName',
  'questionnaire.expectedOccasionalIrregularInflows': 'personalData.purpose.occasionalInflows',
  'questionnaire.expectedCashDepositsInOccasionalIrregularInflows':
    'personalData.purpose.occasionalCash',
  'questionnaire.estimatedOutflowSloveniaAbroad': 'personalData.purpose.outflowSplit',
  'questionnaire.estimatedCashWithdrawalsAccount': 'personalData.purpose.cashWithdrawals',
  'questionnaire.TypeOfEmployment': 'personalData.employment.typeOfEmployment',
  'questionnaire.EmployerBusiness': 'personalData.employment.employerBusiness',
  'questionnaire.employerBusinessCustom': 'personalData.employment.employerBusinessCustom',
  'questionnaire.countryOfBusiness_0': 'personalData.purpose.countriesLegend',
  'questionnaire.countryOfBusiness_1': 'personalData.purpose.countriesLegend',
  'questionnaire.countryOfBusiness_2': 'personalData.purpose.countriesLegend',
  'student.documentType': 'personalData.student.documentType',
  'student.documentsList': 'personalData.student.documentType',
  'student.studentRegistrationNumber': 'personalData.student.registrationNumber',
} as const satisfies Record<string, MessageKey>;

const AL_LABELS: Readonly<Record<string, MessageKey>> = {
  'personalData.personalNumber': 'personalData.personal.personalNumberAl',
  'personalData.taxID': 'personalData.personal.taxIdAl',
  'personalData.iban': 'personalData.personal.ibanAl',
};

/** A field the screen shows and names, by its form name. */
export type LabelledFieldName = Extract<keyof typeof LABELS, FieldPath<PersonalDataFormValues>>;

const ORDER = new Map(Object.keys(LABELS).map((name, index) => [name, index]));

/** The label key of a field (null for a name the screen does not show). */
export function fieldLabelKey(name: string, albanian: boolean): MessageKey | null {
  const al = albanian ? AL_LABELS[name] : undefined;
  return al ?? (LABELS as Readonly<Record<string, MessageKey>>)[name] ?? null;
}

/** The label key of a field the screen shows. */
export function labelKeyOf(name: LabelledFieldName, albanian: boolean): MessageKey {
  return (albanian ? AL_LABELS[name] : undefined) ?? LABELS[name];
}

/** A field of the temporary address: its label says so. */
export function isTemporaryAddressField(name: string): boolean {
  return name.startsWith('address.temp');
}

/** Field names in the screen's order (unknown names last, as they came). */
export function inScreenOrder(names: readonly string[]): string[] {
  const rank = (name: string) => ORDER.get(name) ?? ORDER.size;
  return [...names].sort((a, b) => rank(a) - rank(b));
}
