import { EXAMPLE_PERSONAL_DATA_SECTIONS } from './example';
import type { TPersonalDataSections } from './sections';

/**
 * A complete, valid filling of the screen in the al variant (decision 176): an Albanian applicant
 * born 15.05.1998, a woman, with test identifiers of the Albanian forms. The NID J85515123A holds
 * her birth date and gender (month 05 + 50); the IBAN is the example of the SWIFT IBAN registry.
 */
export const EXAMPLE_AL_PERSONAL_DATA_SECTIONS: TPersonalDataSections = {
  ...EXAMPLE_PERSONAL_DATA_SECTIONS,
  personalData: {
    ...EXAMPLE_PERSONAL_DATA_SECTIONS.personalData,
    firstName: 'Elira',
    surname: 'Hoxha',
    fatherName: 'Agron',
    mothersMaidenName: 'Çela',
    nationality: 'AL',
    countryOfBirth: 'AL',
    birthPlace: 'Tiranë',
    idDocumentNumber: '012345678',
    personalNumber: 'J85515123A',
    issuer: 'Drejtoria e Gjendjes Civile',
    issuingPlace: 'Tiranë',
    taxID: 'K71234567L',
    iban: 'AL47 2121 1009 0000 0002 3569 8741',
  },
  address: {
    ...EXAMPLE_PERSONAL_DATA_SECTIONS.address,
    country: 'AL',
    municipalityZipCode: '1001',
    city: 'Tiranë',
    streetAddress: 'Rruga e Durrësit',
    houseNumber: '12',
  },
  contacts: {
    email: 'elira.hoxha@example.com',
    nationalPrefix: '+355',
    mobilePhoneNumber: '069 123 4567',
  },
  employment: {
    ...EXAMPLE_PERSONAL_DATA_SECTIONS.employment,
    profession: 'Inxhiniere kimike',
    nameOfEmployer: 'Banka Kombëtare Tregtare',
    placeOfWork: 'AL',
  },
  questionnaire: {
    ...EXAMPLE_PERSONAL_DATA_SECTIONS.questionnaire,
    employerName: 'Banka Kombëtare Tregtare',
    countryOfBusiness_0: 'AL',
  },
};
