import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  compactIbanText,
  formatIban,
  sepaIbanProblem,
  slovenianIban,
  slovenianNationalCheck,
} from './iban';

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

describe('an account a SEPA credit transfer pays into (decision 233)', () => {
  it.each([
    // The IBAN registry's own examples of SEPA countries, typed as people type them.
    'SI56 2633 0001 2039 086',
    'de89 3704 0044 0532 0130 00',
    'AT611904300234573201',
    'GB29NWBK60161331926819',
  ])('accepts %s', (iban) => {
    expect(sepaIbanProblem(iban)).toBeNull();
  });

  it('tells an empty, a malformed, a mistyped and a non-SEPA IBAN apart', () => {
    expect(sepaIbanProblem('  ')).toBe('required');
    expect(sepaIbanProblem('SI56-2633')).toBe('format');
    // One digit changed in the registry's German example breaks MOD 97-10.
    expect(sepaIbanProblem('DE89370400440532013001')).toBe('checksum');
    // Brazil and Turkey use IBANs but are outside the SEPA scheme (registry examples).
    expect(sepaIbanProblem('BR1800360305000010009795493C1')).toBe('notSepa');
    expect(sepaIbanProblem('TR330006100519786457841326')).toBe('notSepa');
  });

  it('also takes the countries a caller pays by a domestic transfer', () => {
    // The IBAN registry's Albanian example: outside the SEPA list of ibantools 4.5.4.
    expect(sepaIbanProblem('AL47212110090000000235698741')).toBe('notSepa');
    expect(sepaIbanProblem('AL47212110090000000235698741', ['AL'])).toBeNull();
  });

  it('compacts what was typed', () => {
    expect(compactIbanText(' si56 2633 0001 2039 086 ')).toBe('SI56263300012039086');
  });
});
