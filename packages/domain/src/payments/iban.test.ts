import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { formatIban, slovenianIban, slovenianNationalCheck } from './iban';

describe('Slovenian IBAN', () => {
  it('rebuilds the IBAN registry example SI56 2633 0001 2039 086', () => {
    expect(slovenianNationalCheck('26330', '00120390')).toBe('86');
    expect(slovenianIban('26330', '00120390')).toBe('SI56263300012039086');
  });

  it('gives a valid IBAN for any account number of a sort code', () => {
    for (const account of ['00000001', '12345678', '99999999', '00500042']) {
      const iban = slovenianIban('19100', account);
      expect(isValidIBAN(iban)).toBe(true);
      expect(iban).toMatch(/^SI\d{17}$/);
    }
  });

  it('refuses digits of the wrong length', () => {
    expect(() => slovenianIban('1910', '12345678')).toThrow(RangeError);
    expect(() => slovenianIban('19100', '1234567')).toThrow(RangeError);
  });

  it('groups by four for reading', () => {
    expect(formatIban('SI56263300012039086')).toBe('SI56 2633 0001 2039 086');
  });
});
