import { describe, expect, it } from 'vitest';
import {
  formatReference,
  isValidRfReference,
  isValidSiReference,
  isValidUpnReference,
  rfReference,
  si12Reference,
  siMod11ControlDigit,
} from './references';

describe('SI references', () => {
  it('checks the ZBS example SI08 1236-17-345679 (both of its control digits)', () => {
    expect(siMod11ControlDigit('12361')).toBe(7);
    expect(siMod11ControlDigit('34567')).toBe(9);
    expect(isValidSiReference('SI081236-17-345679')).toBe(true);
    expect(isValidSiReference('SI081236-18-345679')).toBe(false);
  });

  it('makes and checks SI12 with its mod-11 digit; 10 and 11 become 0', () => {
    // 2·2 + 1·3 + 0·4 + 9·5 + 8·6 + 7·7 + 6·8 + 5·9 + 4·10 + 3·11 + 2·12 + 1·13 = 352 = 32·11.
    expect(si12Reference('123456789012')).toBe('SI121234567890120');
    expect(isValidSiReference('SI12 1234567890120')).toBe(true);
    expect(isValidSiReference('SI121234567890121')).toBe(false);
    // 5·2 = 10 → 11 − 10 = 1; 6·2 = 12 ≡ 1 → 11 − 1 = 10, written 0.
    expect(siMod11ControlDigit('5')).toBe(1);
    expect(siMod11ControlDigit('6')).toBe(0);
    expect(isValidSiReference('SI12123-4')).toBe(false);
  });

  it('takes SI00 without control digits in up to three parts, SI99 only empty', () => {
    expect(isValidSiReference('SI00225268-32526-222')).toBe(true);
    expect(isValidSiReference('SI001-2-3-4')).toBe(false);
    expect(isValidSiReference('SI99')).toBe(true);
    expect(isValidSiReference('SI99123')).toBe(false);
    expect(isValidSiReference('SI0012A')).toBe(false);
    expect(isValidSiReference('SI13123')).toBe(false);
  });

  it('limits the reference to 20 digits and 22 characters', () => {
    expect(isValidSiReference(`SI00${'1'.repeat(20)}`)).toBe(true);
    expect(isValidSiReference(`SI00${'1'.repeat(21)}`)).toBe(false);
    expect(() => si12Reference('1'.repeat(20))).toThrow(RangeError);
  });
});

describe('RF creditor references (ISO 11649)', () => {
  it('makes and checks the standard example RF18 5390 0754 7034', () => {
    expect(rfReference('539007547034')).toBe('RF18539007547034');
    expect(isValidRfReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidRfReference('RF19539007547034')).toBe(false);
  });

  it('handles letters and refuses bodies that are too long or empty', () => {
    const reference = rfReference('ABC123');
    expect(isValidRfReference(reference)).toBe(true);
    expect(() => rfReference('1'.repeat(22))).toThrow(RangeError);
    expect(() => rfReference('')).toThrow(RangeError);
    expect(isValidRfReference('RF00123')).toBe(false);
  });
});

describe('UPN reference fields', () => {
  it('take SI and RF references without spaces, at most 26 characters', () => {
    expect(isValidUpnReference('SI121234567890120')).toBe(true);
    expect(isValidUpnReference('RF18539007547034')).toBe(true);
    expect(isValidUpnReference('SI12 1234567890120')).toBe(false);
    expect(formatReference('SI121234567890120')).toBe('SI12 1234567890120');
  });
});
