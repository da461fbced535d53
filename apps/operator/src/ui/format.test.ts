import { describe, expect, it } from 'vitest';
import { formatPhone } from './format';

describe('formatPhone (decision 235)', () => {
  it('prints what the server sends in international grouping, without the trunk 0', () => {
    expect(formatPhone('+38641555202')).toBe('+386 41 555 202');
    expect(formatPhone('+386 041555202')).toBe('+386 41 555 202');
    expect(formatPhone('+355691234567')).toBe('+355 69 123 4567');
  });
});
