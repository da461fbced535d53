import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneOf, formatTypedPhone } from './phone';

/** The grouping with the no-break spaces the page joins the groups with. */
const unbroken = (grouped: string) => grouped.replace(/ /g, '\u00a0');

// Decision 235: the page prints every number in international grouping, never with the trunk 0.
describe('phone formatting in the web app', () => {
  it('prints a number the server sends in international grouping', () => {
    expect(formatPhone('+38641555202')).toBe(unbroken('+386 41 555 202'));
    expect(formatPhone('+386 041555202')).toBe(unbroken('+386 41 555 202'));
    expect(formatPhone('+386 1 300 00 00')).toBe(unbroken('+386 1 300 00 00'));
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('prints a prefix and a typed number without the trunk 0', () => {
    expect(formatPhoneOf('+386', '041 555 202')).toBe(unbroken('+386 41 555 202'));
    expect(formatPhoneOf('+355', '069 123 4567')).toBe(unbroken('+355 69 123 4567'));
    expect(formatPhoneOf('+386', '  ')).toBe('');
  });

  it('reads a call-back number without + as dialled in the variant’s country', () => {
    expect(formatTypedPhone('041 555 202', '+386')).toBe(unbroken('+386 41 555 202'));
    expect(formatTypedPhone('+49 151 12345678', '+386')).toBe(unbroken('+49 1511 2345678'));
  });

  it('joins the groups with no-break spaces, so a number never breaks across lines', () => {
    expect(formatPhone('+38641555202')).not.toContain(' ');
    expect(formatPhone('+38641555202').split('\u00a0')).toEqual(['+386', '41', '555', '202']);
  });
});
