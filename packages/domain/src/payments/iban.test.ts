import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { accountNumberingOf } from './account-numbering';
import {
  albanianBankCodeCheckDigit,
  albanianIban,
  compactIbanText,
  isValidAlbanianBankCode,
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

describe('Albanian IBAN (decision 237)', () => {
  it('rebuilds the IBAN registry example AL47 2121 1009 0000 0002 3569 8741', () => {
    expect(albanianBankCodeCheckDigit('2121100')).toBe('9');
    expect(albanianIban('21211009', '0000000235698741')).toBe('AL47212110090000000235698741');
  });

  it('checks the bank code of a second published example, AL35 2021 1109 …', () => {
    // 2·9 + 0·7 + 2·3 + 1·1 + 1·9 + 1·7 + 0·3 = 41, and 41 + 9 is a multiple of ten.
    expect(albanianBankCodeCheckDigit('2021110')).toBe('9');
    expect(albanianIban('20211109', '0000000001234567')).toBe('AL35202111090000000001234567');
  });

  it('gives 0 when the weighted sum is already a multiple of ten', () => {
    // 1·9 + 0 + 0 + 1·1 = 10.
    expect(albanianBankCodeCheckDigit('1001000')).toBe('0');
    expect(isValidAlbanianBankCode('10010000')).toBe(true);
  });

  it('refuses a bank code whose last digit is not its check digit', () => {
    expect(isValidAlbanianBankCode('21211009')).toBe(true);
    expect(isValidAlbanianBankCode('21211008')).toBe(false);
    expect(isValidAlbanianBankCode('2121100')).toBe(false);
    expect(() => albanianIban('21211008', '0000000235698741')).toThrow(RangeError);
    expect(() => albanianIban('21211009', '000000023569874')).toThrow(RangeError);
  });

  it('gives a valid AL IBAN under the example bank code for any drawn account number', () => {
    const numbering = accountNumberingOf('al');
    expect(numbering.bankCodeProblem(numbering.exampleBankCode)).toBeNull();
    for (const account of ['0000000000000001', '1234567890123456', '9999999999999999']) {
      const iban = numbering.iban(numbering.exampleBankCode, account);
      expect(iban).toMatch(/^AL\d{2}99900016\d{16}$/);
      expect(isValidIBAN(iban)).toBe(true);
    }
  });

  it('names the wrong check digit or length of a configured bank code', () => {
    const { bankCodeProblem } = accountNumberingOf('al');
    expect(bankCodeProblem('99900017')).toMatch(/check digit/);
    expect(bankCodeProblem('99000')).toMatch(/eight digits/);
    expect(accountNumberingOf('si').bankCodeProblem('99900016')).toMatch(/five digits/);
  });
});
