import { describe, expect, it } from 'vitest';
import {
  emsoCheckDigit,
  emsoParts,
  emsoProblem,
  ibanProblem,
  isRealDate,
  isValidCodiceFiscale,
  isValidTaxId,
  taxIdCheckDigit,
  compactTaxId,
} from './checksums';

describe('EMSO (DDMMYYYRRBBBK, weights 7 6 5 4 3 2 7 6 5 4 3 2)', () => {
  it.each([
    // The example of the Wikipedia article "Unique Master Citizen Number": 1 Jan 2006, register 50.
    ['0101006500006', null],
    ['1505998500328', null],
    ['1505998505338', null],
    // Remainder 0 gives check digit 0.
    ['0101990500070', null],
    ['0101006500007', 'checksum'],
    ['1505998500329', 'checksum'],
    // Remainder 1 has no valid check digit, whatever the 13th digit is.
    ['2902000501230', 'checksum'],
    ['2902000501231', 'checksum'],
    ['150599850032', 'format'],
    ['15059985003281', 'format'],
    ['15O5998500328', 'format'],
    ['', 'format'],
  ] as const)('%s → %s', (emso, problem) => {
    expect(emsoProblem(emso)).toBe(problem);
  });

  it('finds the check digit, and none for remainder 1', () => {
    expect(emsoCheckDigit('010100650000')).toBe(6);
    expect(emsoCheckDigit('010199050007')).toBe(0);
    expect(emsoCheckDigit('290200050123')).toBeNull();
    expect(emsoCheckDigit('12345')).toBeNull();
  });

  it('refuses a day that does not exist, even with a right check digit', () => {
    const base = '310299850032';
    const emso = `${base}${emsoCheckDigit(base)}`;
    expect(emsoProblem(emso)).toBe('date');
  });

  it('refuses registers outside 50 to 59 (other former-Yugoslav republics)', () => {
    for (const register of ['49', '60', '71', '10']) {
      const base = `1505998${register}032`;
      const check = emsoCheckDigit(base);
      if (check === null) continue;
      expect(emsoProblem(`${base}${check}`)).toBe('register');
    }
    const base = '150599859032';
    expect(emsoProblem(`${base}${emsoCheckDigit(base)}`)).toBeNull();
  });

  it('reads the birth date, register and gender (000-499 male, 500-999 female)', () => {
    expect(emsoParts('1505998500328')).toEqual({
      day: 15,
      month: 5,
      year: 1998,
      register: 50,
      serial: 32,
      gender: 'MALE',
    });
    expect(emsoParts('1505998505338')?.gender).toBe('FEMALE');
    expect(emsoParts('0101006500006')?.year).toBe(2006);
    expect(emsoParts('0101006504990')?.gender).toBe('MALE');
    expect(emsoParts('0101006505000')?.gender).toBe('FEMALE');
  });
});

describe('Slovenian tax number (8 digits, mod 11)', () => {
  it.each([
    // python-stdnum's published examples: valid and with an altered check digit.
    ['50223054', true],
    ['50223055', false],
    ['12345679', true],
    ['12345678', false],
    // Remainder 1: 11 - 1 = 10 becomes check digit 0.
    ['10000020', true],
    ['10000021', false],
    // Remainder 0: 11 is no digit, every 8th digit is wrong.
    ['10000070', false],
    ['10000071', false],
    ['1000007', false],
    ['502230544', false],
    ['0502230', false],
    ['5022305a', false],
  ] as const)('%s → %s', (taxId, valid) => {
    expect(isValidTaxId(taxId)).toBe(valid);
  });

  it('reads the VAT form and spaces as the 8 digits (decision 174)', () => {
    expect(compactTaxId('SI50223054')).toBe('50223054');
    expect(compactTaxId(' si 5022 3054 ')).toBe('50223054');
    expect(compactTaxId('5022\u00a03054')).toBe('50223054');
    expect(compactTaxId('50223054')).toBe('50223054');
    // Only the Slovenian prefix is dropped; anything else is left for the format rule.
    expect(compactTaxId('AT50223054')).toBe('AT50223054');
    expect(compactTaxId('SISI50223054')).toBe('SI50223054');
  });

  it('reads the prefix with a hyphen, with spaces around it, as the 8 digits (decision 235)', () => {
    expect(compactTaxId('SI-50223054')).toBe('50223054');
    expect(compactTaxId('si-50223054')).toBe('50223054');
    expect(compactTaxId('SI - 5022 3054')).toBe('50223054');
    expect(compactTaxId('SI-1234 5678')).toBe('12345678');
    expect(compactTaxId('SI 1234 5678')).toBe('12345678');
    // The check digit still decides: 12345679 is valid, 12345678 is not.
    expect(isValidTaxId(compactTaxId('SI-12345679'))).toBe(true);
    expect(isValidTaxId(compactTaxId('SI-12345678'))).toBe(false);
    // Only one hyphen right after the prefix; a hyphen elsewhere is left for the format rule.
    expect(compactTaxId('SI--50223054')).toBe('-50223054');
    expect(compactTaxId('5022-3054')).toBe('5022-3054');
    expect(compactTaxId('-50223054')).toBe('-50223054');
  });

  it('computes the check digit', () => {
    expect(taxIdCheckDigit('5022305')).toBe(4);
    expect(taxIdCheckDigit('1000002')).toBe(0);
    expect(taxIdCheckDigit('1000007')).toBeNull();
  });
});

describe('IBAN (19 characters, Slovenian, ISO 13616 mod 97)', () => {
  it.each([
    // The SWIFT IBAN registry's Slovenian example, electronic and print format.
    ['SI56263300012039086', null],
    ['SI56 2633 0001 2039 086', null],
    ['si56 1910 0000 0123 438', null],
    ['SI56191000000123438', null],
    // One digit altered, or the check digits altered.
    ['SI56263300012039087', 'checksum'],
    ['SI57191000000123438', 'checksum'],
    ['SI56191000000123483', 'checksum'],
    // A valid IBAN of another country (the registry's Austrian and German examples).
    ['AT611904300234573201', 'notSlovenian'],
    ['DE89370400440532013000', 'notSlovenian'],
    ['SI5626330001203908', 'format'],
    ['SI562633000120390866', 'format'],
    ['', 'format'],
  ] as const)('%s → %s', (iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
  });
});

describe('codice fiscale', () => {
  it.each([
    ['RSSMRA85T10A562S', true],
    ['rssmra85t10a562s', true],
    ['RSSMRA85T10A562T', false],
    ['RSSMRA85T10A562', false],
    ['1SSMRA85T10A562S', false],
  ] as const)('%s → %s', (code, valid) => {
    expect(isValidCodiceFiscale(code)).toBe(valid);
  });
});

describe('isRealDate', () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2000, 2, 29, true],
    [1900, 2, 29, false],
    [2025, 4, 31, false],
    [2025, 13, 1, false],
    [2025, 1, 0, false],
  ] as const)('%i-%i-%i → %s', (year, month, day, real) => {
    expect(isRealDate(year, month, day)).toBe(real);
  });
});
