import { describe, expect, it } from 'vitest';
import {
  OCCASIONAL_INFLOW_THRESHOLDS_EUR,
  REGULAR_INFLOW_THRESHOLDS_EUR,
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
  ])('%d EUR -> %s', (amount, level) => {
    expect(regularInflowLevelFor(amount)).toBe(level);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (amount) => {
    expect(regularInflowLevelFor(amount)).toBeNull();
  });

  it('keeps the spec thresholds', () => {
    expect(REGULAR_INFLOW_THRESHOLDS_EUR).toEqual([0, 800, 1500, 3000]);
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
  ])('%d EUR a year -> %s', (amount, level) => {
    expect(occasionalInflowLevelFor(amount)).toBe(level);
  });

  it('keeps the spec thresholds (5001 is the first whole euro of the middle band)', () => {
    expect(OCCASIONAL_INFLOW_THRESHOLDS_EUR).toEqual([0, 5001, 50000]);
    expect(occasionalInflowLevelFor(OCCASIONAL_INFLOW_THRESHOLDS_EUR[1])).toBe('MEDIUM_INFLOWS');
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
