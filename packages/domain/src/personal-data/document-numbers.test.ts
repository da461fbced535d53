import { describe, expect, it } from 'vitest';
import { documentNumberProblem, documentNumberRule } from './document-numbers';

// Decision 247: the formats as the documents carry them, per variant and document type.
describe('document numbers', () => {
  it.each([
    // Slovenian ID card, 1998 form: 9 digits (the spec's reading).
    ['si', 'ID', '001234567', null],
    // Slovenian biometric ID card (2022): letters then digits, as its MRZ holds them.
    ['si', 'ID', 'IA0012345', null],
    ['si', 'ID', ' ia0012345 ', null],
    ['si', 'ID', '00123456', 'personalDataRules.idDocumentNumber.invalid'],
    ['si', 'ID', 'IA 012345', 'personalDataRules.idDocumentNumber.invalid'],
    ['si', 'ID', 'IA001234<', 'personalDataRules.idDocumentNumber.invalid'],
    ['si', 'ID', '0012345678', 'personalDataRules.tooLong'],
    ['si', 'ID', '  ', 'personalDataRules.required'],
    // Slovenian passport: 2 letters and 7 digits (spec 2 §5).
    ['si', 'PP', 'PA1234567', null],
    ['si', 'PP', 'pb1234567', null],
    ['si', 'PP', 'P12345678', 'personalDataRules.passportNumber.invalid'],
    ['si', 'PP', 'PA123456', 'personalDataRules.passportNumber.invalid'],
    ['si', 'PP', '123456789', 'personalDataRules.passportNumber.invalid'],
    // Albanian ID card and passport: 9 letters or digits (ICAO document-number field).
    ['al', 'ID', '012345678', null],
    ['al', 'ID', 'I12345678', null],
    ['al', 'ID', 'I1234567', 'personalDataRules.idDocumentNumber.invalid'],
    ['al', 'PP', 'BA1234567', null],
    ['al', 'PP', 'B12345678', null],
    ['al', 'PP', 'BA12345', 'personalDataRules.passportNumber.invalidAl'],
    ['al', 'PP', 'BA12345678', 'personalDataRules.tooLong'],
  ] as const)('%s %s %j → %s', (variant, type, value, code) => {
    expect(documentNumberProblem(type, value, variant)).toBe(code);
  });

  it('takes the Slovenian rules when no variant is given', () => {
    expect(documentNumberRule('PP')).toBe(documentNumberRule('PP', 'si'));
    expect(documentNumberProblem('PP', 'B12345678')).toBe(
      'personalDataRules.passportNumber.invalid',
    );
  });
});
