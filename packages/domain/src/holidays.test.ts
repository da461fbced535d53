import { describe, expect, it } from 'vitest';
import { bankHolidays, easterSunday, slovenianPublicHolidays } from './holidays';

const datesOf = (year: number) => slovenianPublicHolidays(year).map((entry) => entry.date);

describe('easterSunday', () => {
  // Published Gregorian Easter dates, including the earliest (22 March) and latest (25 April).
  it.each([
    [1818, 3, 22],
    [1943, 4, 25],
    [2000, 4, 23],
    [2008, 3, 23],
    [2011, 4, 24],
    [2019, 4, 21],
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2038, 4, 25],
    [2285, 3, 22],
  ])('in %i is %i/%i', (year, month, day) => {
    expect(easterSunday(year)).toEqual({ month, day });
  });
});

describe('slovenianPublicHolidays', () => {
  it('lists the work-free days of 2025 as published by the Government of Slovenia', () => {
    expect(datesOf(2025)).toEqual([
      '2025-01-01',
      '2025-01-02',
      '2025-02-08',
      '2025-04-20',
      '2025-04-21',
      '2025-04-27',
      '2025-05-01',
      '2025-05-02',
      '2025-06-08',
      '2025-06-25',
      '2025-08-15',
      '2025-10-31',
      '2025-11-01',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it('moves Easter Monday and Whit Sunday with Easter', () => {
    const moving = (year: number) =>
      slovenianPublicHolidays(year)
        .filter((entry) => ['EASTER_MONDAY', 'WHIT_SUNDAY'].includes(entry.holiday))
        .map((entry) => entry.date);
    expect(moving(2024)).toEqual(['2024-04-01', '2024-05-19']);
    expect(moving(2026)).toEqual(['2026-04-06', '2026-05-24']);
    expect(moving(2027)).toEqual(['2027-03-29', '2027-05-16']);
  });

  it('leaves out 2 January in the years it was a working day (2013 to 2016)', () => {
    expect(datesOf(2012)).toContain('2012-01-02');
    expect(datesOf(2016)).not.toContain('2016-01-02');
    expect(datesOf(2013)).not.toContain('2013-01-02');
    expect(datesOf(2017)).toContain('2017-01-02');
  });

  it('gives fifteen dates a year, sorted, none twice', () => {
    for (let year = 2017; year <= 2100; year += 1) {
      const dates = datesOf(year);
      expect(dates).toHaveLength(15);
      expect(new Set(dates).size).toBe(15);
      expect([...dates].sort()).toEqual(dates);
    }
  });

  it('refuses a year that is not a Gregorian calendar year', () => {
    expect(() => slovenianPublicHolidays(1500)).toThrow(RangeError);
    expect(() => slovenianPublicHolidays(2025.5)).toThrow(RangeError);
  });
});

describe('bankHolidays', () => {
  it('when the variant is si, then the public holidays and the bank’s own days of that year only', () => {
    const days = bankHolidays('si', 2026, ['2026-12-24', '2027-12-24', '2026-01-01']);
    expect(days).toContain('2026-04-06'); // Easter Monday 2026
    expect(days).toContain('2026-12-24');
    expect(days).not.toContain('2027-12-24');
    expect(days.filter((day) => day === '2026-01-01')).toHaveLength(1);
    expect([...days].sort()).toEqual(days);
  });

  it('when the variant is al, then only the bank’s own days', () => {
    expect(bankHolidays('al', 2026, ['2026-03-14'])).toEqual(['2026-03-14']);
    expect(bankHolidays('al', 2026)).toEqual([]);
  });
});
