import { describe, expect, it } from 'vitest';
import { formatDialledNumber, formatPhoneNumber, formatPhoneParts } from './phone-format';

// Decision 235: one international grouping for every printed number, never the trunk 0.
describe('formatPhoneParts', () => {
  it.each([
    ['+386', '041 555 202', '+386 41 555 202'],
    ['+386', '041555202', '+386 41 555 202'],
    ['+386', '41555202', '+386 41 555 202'],
    ['+386', '041-555-202', '+386 41 555 202'],
    ['+386', '031 234 567', '+386 31 234 567'],
    ['+386', '065 123 456', '+386 65 123 456'],
    ['+386', '01 300 00 00', '+386 1 300 00 00'],
    ['+355', '069 123 4567', '+355 69 123 4567'],
    ['+49', '0151 12345678', '+49 1511 2345678'],
    ['+44', '07911 123456', '+44 7911 123456'],
    ['+1', '201 555 0123', '+1 201 555 0123'],
  ])('%s %s → %s', (prefix, number, printed) => {
    expect(formatPhoneParts(prefix, number)).toBe(printed);
  });

  it('when the number is empty, then only the prefix is printed', () => {
    expect(formatPhoneParts('+386', '')).toBe('+386');
  });

  it('when the prefix is no calling code, then the prefix and the digits are printed as they are', () => {
    expect(formatPhoneParts('', '041 555 202')).toBe('041555202');
    expect(formatPhoneParts('+99999', '41555202')).toBe('+99999 41555202');
  });
});

describe('formatPhoneNumber', () => {
  it.each([
    // E.164, as the sign-up and the call store it.
    ['+38641555202', '+386 41 555 202'],
    // The prefix and the number as the personal data keep them (the consent PDF printed this).
    ['+386 041555202', '+386 41 555 202'],
    ['+386 41555202', '+386 41 555 202'],
    ['+386041555202', '+386 41 555 202'],
    // Already grouped, or grouped with the trunk 0 in brackets.
    ['+386 41 555 202', '+386 41 555 202'],
    ['+386 (0)41 555 202', '+386 41 555 202'],
    // The bank's and a branch's fixed lines.
    ['+386 1 300 00 00', '+386 1 300 00 00'],
    ['+38613000000', '+386 1 300 00 00'],
    ['+355691234567', '+355 69 123 4567'],
    ['  +4915112345678 ', '+49 1511 2345678'],
  ])('%j → %s', (stored, printed) => {
    expect(formatPhoneNumber(stored)).toBe(printed);
  });

  it('when it is not a number with its calling code, then it is printed as it is', () => {
    expect(formatPhoneNumber('041 555 202')).toBe('041 555 202');
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber('call the branch')).toBe('call the branch');
  });
});

describe('formatDialledNumber', () => {
  it.each([
    ['041999888', '+386', '+386 41 999 888'],
    ['041 999 888', '+386', '+386 41 999 888'],
    ['01 300 00 00', '+386', '+386 1 300 00 00'],
    ['+386 041 999 888', '+386', '+386 41 999 888'],
    ['+49 151 12345678', '+386', '+49 1511 2345678'],
    ['00 49 151 12345678', '+386', '+49 1511 2345678'],
    ['069 123 4567', '+355', '+355 69 123 4567'],
  ])('%j dialled under %s → %s', (typed, home, printed) => {
    expect(formatDialledNumber(typed, home)).toBe(printed);
  });

  it('when it is no number, then it is printed as typed', () => {
    expect(formatDialledNumber(' ', '+386')).toBe('');
    expect(formatDialledNumber('041999888', '')).toBe('041999888');
  });
});
