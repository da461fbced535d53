import { describe, expect, it } from 'vitest';
import { daysBetween, isNonWorkingDay, maturityDate, yearFraction } from './day-count';
import { depositEffectiveAnnualRate, depositQuote, interestAtMaturity } from './quote';
import type { TDepositRateTable } from './rate-table';

// One band and one rate per term, so each figure below is worked out by hand from it.
const TABLE: TDepositRateTable = {
  currency: 'EUR',
  validFrom: '2025-01-01',
  validTo: null,
  termsDays: [31, 91, 365],
  bands: [{ fromMinor: 100_000, toMinor: 10_000_000 }],
  ratesBps: [[150], [200], [100]],
};

describe('the days of a deposit (decision 232)', () => {
  it('when counting, then the first day counts and the last does not', () => {
    expect(daysBetween('2026-03-02', '2026-06-01')).toBe(91);
    expect(daysBetween('2026-03-02', '2026-03-02')).toBe(0);
  });

  it('when the period crosses into a leap year, then each year counts its own days', () => {
    // 31 days of 2027 over 365, 60 days of 2028 over 366.
    expect(yearFraction('2027-12-01', '2028-03-01')).toBeCloseTo(31 / 365 + 60 / 366, 12);
    expect(yearFraction('2025-03-03', '2026-03-03')).toBeCloseTo(1, 12);
  });

  it('when the term ends on a weekend or a Slovenian holiday, then maturity is the next working day', () => {
    // 2026-03-02 + 91 = Monday 2026-06-01.
    expect(maturityDate('2026-03-02', 91, 'si')).toBe('2026-06-01');
    // 2026-12-01 + 31 = Friday 1 January 2027 (New Year), then 2 January and a Sunday.
    expect(maturityDate('2026-12-01', 31, 'si')).toBe('2027-01-04');
    // In Albania 2 January (a Saturday) also closes Monday 4 January (decision 236).
    expect(maturityDate('2026-12-01', 31, 'al')).toBe('2027-01-05');
    // Saturday 2026-03-07 → Monday 2026-03-09.
    expect(maturityDate('2026-03-02', 5, 'al')).toBe('2026-03-09');
    expect(isNonWorkingDay('2026-12-24', 'si', ['2026-12-24'])).toBe(true);
    expect(isNonWorkingDay('2026-12-23', 'si')).toBe(false);
  });
});

describe('the quote (decision 232)', () => {
  it('when 10,000.00 EUR is placed for 91 days at 2.00 %, then 49.86 EUR interest and an EAR of 2.0151 %', () => {
    const quote = depositQuote({
      table: TABLE,
      amountMinor: 1_000_000,
      termDays: 91,
      startDate: '2026-03-02',
      variant: 'si',
    });
    // 1 000 000 × 0.02 × 91/365 = 4986.30 cents → 4986.
    // (1 + 0.02 × 91/365)^(365/91) − 1 = 0.0201506.
    expect(quote).toEqual({
      currency: 'EUR',
      amountMinor: 1_000_000,
      termDays: 91,
      rateBps: 200,
      startDate: '2026-03-02',
      maturityDate: '2026-06-01',
      interestDays: 91,
      interestMinor: 4986,
      effectiveAnnualRate: expect.closeTo(0.0201506, 6) as number,
    });
  });

  it('when the deposit runs over 29 February, then the 2028 days earn 1/366 each: 49.77 EUR', () => {
    const quote = depositQuote({
      table: TABLE,
      amountMinor: 1_000_000,
      termDays: 91,
      startDate: '2027-12-01',
      variant: 'si',
    });
    // 20 000 × 31/365 + 20 000 × 60/366 = 1698.63 + 3278.69 = 4977.32 cents → 4977.
    expect(quote?.maturityDate).toBe('2028-03-01');
    expect(quote?.interestMinor).toBe(4977);
  });

  it('when maturity moves past New Year, then the extra days earn interest: 34 days, 6.99 EUR', () => {
    const quote = depositQuote({
      table: TABLE,
      amountMinor: 500_000,
      termDays: 31,
      startDate: '2026-12-01',
      variant: 'si',
    });
    // 500 000 × 0.015 × 34/365 = 698.63 cents → 699.
    expect(quote?.maturityDate).toBe('2027-01-04');
    expect(quote?.interestDays).toBe(34);
    expect(quote?.interestMinor).toBe(699);
  });

  it('when the interest is exactly half a cent, then it rounds half up (not to even)', () => {
    // 1 000 050 × 0.01 × 365/365 = 10 000.5 cents → 10 001 (banker's rounding would give 10 000).
    expect(interestAtMaturity(1_000_050, 100, 1)).toBe(10_001);
    const quote = depositQuote({
      table: TABLE,
      amountMinor: 1_000_050,
      termDays: 365,
      startDate: '2025-03-03',
      variant: 'si',
    });
    expect(quote?.maturityDate).toBe('2026-03-03');
    expect(quote?.interestMinor).toBe(10_001);
    // One whole year: the effective rate is the nominal rate.
    expect(quote?.effectiveAnnualRate).toBeCloseTo(0.01, 12);
  });

  it('when an agreed rate is given, then it is used instead of the table', () => {
    const quote = depositQuote({
      table: TABLE,
      amountMinor: 1_000_000,
      termDays: 91,
      startDate: '2026-03-02',
      variant: 'si',
      rateBps: 100,
    });
    // 1 000 000 × 0.01 × 91/365 = 2493.15 → 2493.
    expect(quote?.interestMinor).toBe(2493);
  });

  it('when the term or amount is outside the table, then there is no quote', () => {
    const base = { table: TABLE, startDate: '2026-03-02', variant: 'si' } as const;
    expect(depositQuote({ ...base, amountMinor: 1_000_000, termDays: 60 })).toBeNull();
    expect(depositQuote({ ...base, amountMinor: 99_999, termDays: 91 })).toBeNull();
  });

  it('when the period is a whole year, the EAR equals the nominal rate; shorter periods compound up', () => {
    expect(depositEffectiveAnnualRate(0.03, 1)).toBeCloseTo(0.03, 12);
    // (1 + 0.03 × 0.5)^2 − 1 = 0.030225.
    expect(depositEffectiveAnnualRate(0.03, 0.5)).toBeCloseTo(0.030225, 12);
  });
});
