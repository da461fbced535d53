import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPhone } from './format';

describe('formatPhone (decision 235)', () => {
  it('prints what the server sends in international grouping, without the trunk 0', () => {
    expect(formatPhone('+38641555202')).toBe('+386 41 555 202');
    expect(formatPhone('+386 041555202')).toBe('+386 41 555 202');
    expect(formatPhone('+355691234567')).toBe('+355 69 123 4567');
  });
});

describe('formatDateTime (decision 238)', () => {
  it('writes the day first and the 24-hour clock in the bank’s zone, never "11/28/26, 8:48 PM"', () => {
    expect(formatDateTime('2026-11-28T19:48:00Z', 'en', 'Europe/Ljubljana')).toBe(
      '28/11/2026, 20:48',
    );
    expect(formatDateTime('2026-11-28T19:48:00Z', 'sl', 'Europe/Ljubljana')).toBe(
      '28. 11. 2026, 20:48',
    );
    expect(formatDateTime('2026-11-28T23:30:00Z', 'sq', 'Europe/Tirane')).toBe('29.11.2026, 00:30');
  });

  it('writes a dash for no time or one that cannot be read', () => {
    expect(formatDateTime(null, 'en', 'Europe/Ljubljana')).toBe('—');
    expect(formatDateTime('not a time', 'sl', 'Europe/Ljubljana')).toBe('—');
  });
});
