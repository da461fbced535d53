import { describe, expect, it } from 'vitest';
import { formFieldOf, placeServerErrors } from './server-errors';

describe('server field errors on the form (decision 104)', () => {
  it('places request-body paths on the field the value was typed in', () => {
    expect(formFieldOf('personalInfo.names.MAIN.firstName', 'ID')).toBe('personalData.firstName');
    expect(formFieldOf('personalInfo.addresses.TEMPORARY.zipCode', 'ID')).toBe(
      'address.tempMunicipalityZipCode',
    );
    expect(formFieldOf('employmentInfo.startDate', 'ID')).toBe('employment.employmentStartDate');
    expect(formFieldOf('kycInfo.countriesOfBusiness.2', 'ID')).toBe(
      'questionnaire.countryOfBusiness_2',
    );
    expect(formFieldOf('kycInfo.regularFlow', 'ID')).toBe('questionnaire.regularFlow');
    expect(formFieldOf('address.city', 'ID')).toBe('address.city');
  });

  it('puts the document number on the field of the document type', () => {
    expect(formFieldOf('personalInfo.identityDocument.number', 'ID')).toBe(
      'personalData.idDocumentNumber',
    );
    expect(formFieldOf('personalInfo.identityDocument.number', 'PP')).toBe(
      'personalData.passportNumber',
    );
  });

  it('keeps the first error of a field and lists those that name no field', () => {
    const placed = placeServerErrors(
      [
        { field: 'personalInfo.iban', code: 'personalDataRules.iban.checksum' },
        { field: 'personalInfo.iban', code: 'personalDataRules.required' },
        { field: 'uid', code: 'validation.uid.invalid' },
      ],
      'ID',
    );
    expect([...placed.fields]).toEqual([['personalData.iban', 'personalDataRules.iban.checksum']]);
    expect(placed.unplaced).toEqual(['validation.uid.invalid']);
  });
});
