import { describe, expect, it } from 'vitest';
import {
  INFLOW_BANDS,
  OCCASIONAL_INFLOW_LEVELS,
  REGULAR_INFLOW_LEVELS,
  cashDepositsAfterOccasionalInflowChange,
  cashShareAfterRegularInflowChange,
  cashShareFor,
  occasionalInflowLevelFor,
  regularInflowLevelFor,
  showsAbroadSourceField,
  showsCashSourceField,
} from './kyc-flows';

describe('regularInflowLevelFor (boundary in the lower band, decision 014)', () => {
  it.each([
    [0, 'NO'],
    [0.01, 'LOW'],
    [800, 'LOW'],
    [800.01, 'MEDIUM_LOW'],
    [1500, 'MEDIUM_LOW'],
    [1501, 'MEDIUM_HIGH'],
    [3000, 'MEDIUM_HIGH'],
    [3000.01, 'HIGH'],
    [1_000_000, 'HIGH'],
  ])('si: %d EUR -> %s (spec 2 §4)', (amount, level) => {
    expect(regularInflowLevelFor(amount, 'si')).toBe(level);
  });

  it.each([
    [0, 'NO'],
    [1, 'LOW'],
    [80_000, 'LOW'],
    [80_001, 'MEDIUM_LOW'],
    [150_000, 'MEDIUM_LOW'],
    [150_001, 'MEDIUM_HIGH'],
    [300_000, 'MEDIUM_HIGH'],
    [300_001, 'HIGH'],
  ])('al: %d ALL -> %s (decision 241)', (amount, level) => {
    expect(regularInflowLevelFor(amount, 'al')).toBe(level);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (amount) => {
    expect(regularInflowLevelFor(amount, 'si')).toBeNull();
    expect(regularInflowLevelFor(amount, 'al')).toBeNull();
  });
});

describe('occasionalInflowLevelFor', () => {
  it.each([
    [0, 'NO_INFLOWS'],
    [1, 'LOW_INFLOWS'],
    [5000, 'LOW_INFLOWS'],
    [5001, 'MEDIUM_INFLOWS'],
    [50000, 'MEDIUM_INFLOWS'],
    [50001, 'HIGH_INFLOWS'],
  ])('si: %d EUR a year -> %s', (amount, level) => {
    expect(occasionalInflowLevelFor(amount, 'si')).toBe(level);
  });

  it.each([
    [0, 'NO_INFLOWS'],
    [1, 'LOW_INFLOWS'],
    [500_000, 'LOW_INFLOWS'],
    [500_001, 'MEDIUM_INFLOWS'],
    [5_000_000, 'MEDIUM_INFLOWS'],
    [5_000_001, 'HIGH_INFLOWS'],
  ])('al: %d ALL a year -> %s', (amount, level) => {
    expect(occasionalInflowLevelFor(amount, 'al')).toBe(level);
  });
});

describe('INFLOW_BANDS', () => {
  it('keeps the spec thresholds in EUR for si, the figures its options name', () => {
    const { currency, regular, occasional } = INFLOW_BANDS.si;
    expect(currency).toBe('EUR');
    expect(regular.map(({ from, upTo }) => [from, upTo])).toEqual([
      [0, 0],
      [0, 800],
      [800, 1500],
      [1500, 3000],
      [3000, null],
    ]);
    // 5001 is the first whole euro of the middle band, as the spec writes it.
    expect(occasional.map(({ from, upTo }) => [from, upTo])).toEqual([
      [0, 0],
      [0, 5000],
      [5001, 50000],
      [50000, null],
    ]);
  });

  it('asks the al variant in lekë', () => {
    expect(INFLOW_BANDS.al.currency).toBe('ALL');
  });

  it("keeps the codes of the spec in every variant (they are the API's)", () => {
    for (const bands of Object.values(INFLOW_BANDS)) {
      expect(bands.regular.map((band) => band.level)).toEqual([...REGULAR_INFLOW_LEVELS]);
      expect(bands.occasional.map((band) => band.level)).toEqual([...OCCASIONAL_INFLOW_LEVELS]);
    }
  });
});

describe('cashShareFor', () => {
  it.each([
    [0, 'NO_CASH'],
    [10, 'LOW'],
    [10.5, 'MEDIUM'],
    [50, 'MEDIUM'],
    [51, 'HIGH'],
    [100, 'HIGH'],
  ])('%d %% -> %s', (percent, level) => {
    expect(cashShareFor(percent)).toBe(level);
  });

  it('refuses a share over 100 %', () => {
    expect(cashShareFor(101)).toBeNull();
  });
});

describe('rules of change', () => {
  it('empty regular inflow sets the cash share to NO_CASH, other choices keep it', () => {
    expect(cashShareAfterRegularInflowChange('', 'HIGH')).toBe('NO_CASH');
    expect(cashShareAfterRegularInflowChange('', undefined)).toBe('NO_CASH');
    expect(cashShareAfterRegularInflowChange('LOW', 'HIGH')).toBe('HIGH');
    expect(cashShareAfterRegularInflowChange('NO', undefined)).toBeUndefined();
  });

  it('NO_INFLOWS sets the occasional cash deposits to none, other choices keep them', () => {
    expect(cashDepositsAfterOccasionalInflowChange('NO_INFLOWS', 'MEDIUM')).toBe('NO_CASH');
    expect(cashDepositsAfterOccasionalInflowChange('LOW_INFLOWS', 'MEDIUM')).toBe('MEDIUM');
    expect(cashDepositsAfterOccasionalInflowChange('', 'LOW')).toBe('LOW');
  });

  it('shows the cash-source text only for a cash share other than NO_CASH', () => {
    expect(showsCashSourceField(undefined)).toBe(false);
    expect(showsCashSourceField('')).toBe(false);
    expect(showsCashSourceField('NO_CASH')).toBe(false);
    expect(showsCashSourceField('LOW')).toBe(true);
  });

  it('shows the abroad-source text only for a split with a share abroad', () => {
    expect(showsAbroadSourceField(undefined)).toBe(false);
    expect(showsAbroadSourceField('')).toBe(false);
    expect(showsAbroadSourceField('ONLY_SLOVENIA')).toBe(false);
    expect(showsAbroadSourceField('NINETY_TEN')).toBe(true);
  });
});
