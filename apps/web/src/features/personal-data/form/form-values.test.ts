import { describe, expect, it } from 'vitest';
import { initialValues, prefillFields, titleCase } from './form-values';

const CONTACTS = { email: 'ana@example.si', nationalPrefix: '+386', mobilePhoneNumber: '' };

describe('document prefill (decision 102)', () => {
  it('turns the MRZ capitals into names', () => {
    expect(titleCase('NOVAK')).toBe('Novak');
    expect(titleCase('ANA MARIJA')).toBe('Ana Marija');
    expect(titleCase('KRANJC-ZUPAN')).toBe('Kranjc-Zupan');
  });

  it('maps the read values onto the form fields, the number by document type', () => {
    expect(
      prefillFields({
        documentType: 'PP',
        firstName: 'ANA',
        lastName: 'NOVAK',
        documentNumber: 'PA1234567',
        birthDate: '15.05.1998',
        sex: 'F',
        nationality: { alpha3: 'SVN', alpha2: 'SI' },
        expiryDate: '10.03.2030',
      }),
    ).toEqual({
      'personalData.idType': 'PP',
      'personalData.firstName': 'Ana',
      'personalData.surname': 'Novak',
      'personalData.passportNumber': 'PA1234567',
      'personalData.birthDate': '15.05.1998',
      'personalData.gender': 'FEMALE',
      'personalData.nationality': 'SI',
      'personalData.dateOfExpiration': '10.03.2030',
    });
  });

  it('prefills, lets saved values win, and marks only the fields still holding the read value', () => {
    const { values, prefilled } = initialValues({
      saved: { personalData: { surname: 'Novak Kranjc' } },
      prefill: {
        documentType: 'ID',
        firstName: 'ANA',
        lastName: 'NOVAK',
        documentNumber: '001234567',
      },
      contacts: CONTACTS,
      isDiploma: false,
      studentLabel: 'Student',
    });
    expect(values.personalData.firstName).toBe('Ana');
    expect(values.personalData.surname).toBe('Novak Kranjc');
    expect(values.personalData.idDocumentNumber).toBe('001234567');
    expect(values.contacts.email).toBe('ana@example.si');
    expect(prefilled).toEqual({
      'personalData.firstName': 'Ana',
      'personalData.idType': 'ID',
      'personalData.idDocumentNumber': '001234567',
    });
  });

  it('opens the purpose form with the student preset under the Diploma package (spec 1 §4)', () => {
    const { values } = initialValues({
      saved: { questionnaire: { TypeOfEmployment: 'EMPLOYED', countryOfBusiness_0: 'AT' } },
      prefill: null,
      contacts: CONTACTS,
      isDiploma: true,
      studentLabel: 'Študent',
    });
    expect(values.questionnaire).toMatchObject({
      TypeOfEmployment: 'STUDENT',
      EmployerBusiness: 'OTHER',
      employerBusinessCustom: 'Študent',
      countryOfBusiness_0: 'SI',
    });
    expect(values.employment.isStudent).toBe(true);
  });
});
