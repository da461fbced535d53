import { describe, expect, it } from 'vitest';
import { centsToDecimalText, rateToPercentText, roundCentsHalfUp } from './money';
import { addMonthsToIsoDate, tenorMonthsOf, tenorParts } from './tenor';

describe('roundCentsHalfUp', () => {
  it.each([
    [2.4, 2],
    [2.5, 3],
    [2.6, 3],
    [0, 0],
    // Float noise of a product that is a half cent in exact arithmetic.
    [103_702.49999999999, 103_703],
  ])('%d → %d', (value, expected) => {
    expect(roundCentsHalfUp(value)).toBe(expected);
  });
});

describe('centsToDecimalText', () => {
  it.each([
    [123_456, '1234.56'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
    [-5, '-0.05'],
  ])('%i → %s', (cents, text) => {
    expect(centsToDecimalText(cents)).toBe(text);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => centsToDecimalText(1.5)).toThrow(RangeError);
  });
});

describe('rateToPercentText', () => {
  it('prints a fraction as percent with fixed decimals', () => {
    expect(rateToPercentText(0.0699, 2)).toBe('6.99');
    expect(rateToPercentText(0.07, 2)).toBe('7.00');
    expect(rateToPercentText(0.077, 1)).toBe('7.7');
  });
});

describe('tenor', () => {
  it.each([
    [12, { years: 1, months: 0 }],
    [30, { years: 2, months: 6 }],
    [84, { years: 7, months: 0 }],
    [11, { years: 0, months: 11 }],
  ])('%i months ↔ %o', (months, parts) => {
    expect(tenorParts(months)).toEqual(parts);
    expect(tenorMonthsOf(parts)).toBe(months);
  });
});

describe('addMonthsToIsoDate', () => {
  it.each([
    ['2026-11-23', 60, '2031-11-23'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2024-03-31', -1, '2024-02-29'],
  ] as const)('%s + %i months → %s', (date, months, expected) => {
    expect(addMonthsToIsoDate(date, months)).toBe(expected);
  });

  it('refuses a date that is not ISO', () => {
    expect(() => addMonthsToIsoDate('23.11.2026', 1)).toThrow(RangeError);
  });
});
