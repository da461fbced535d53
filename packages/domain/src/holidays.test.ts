import { describe, expect, it } from 'vitest';
import {
  ALBANIAN_EID_DATES,
  albanianPublicHolidays,
  bankHolidays,
  easterSunday,
  orthodoxEasterSunday,
  slovenianPublicHolidays,
} from './holidays';

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

  it('when the variant is al, then Albania’s holidays and the bank’s own days', () => {
    const days = bankHolidays('al', 2026, ['2026-12-24', '2026-03-14']);
    expect(days).toContain('2026-12-24');
    expect(days).toContain('2026-12-25');
    expect(days).toContain('2026-04-13'); // the Monday after Orthodox Easter
    expect(days).not.toContain('2026-02-08'); // Prešeren Day is Slovenia's
    expect(days.filter((day) => day === '2026-03-14')).toHaveLength(1);
  });
});

describe('orthodoxEasterSunday', () => {
  // Published Orthodox Easter dates (Gregorian calendar).
  it.each([
    [2010, 4, 4],
    [2016, 5, 1],
    [2021, 5, 2],
    [2024, 5, 5],
    [2025, 4, 20],
    [2026, 4, 12],
    [2027, 5, 2],
  ])('in %i is %i/%i', (year, month, day) => {
    expect(orthodoxEasterSunday(year)).toEqual({ month, day });
  });
});

describe('albanianPublicHolidays (decision 236)', () => {
  it('lists 2026 by hand: both Easters, both Eids, 5 September, 22 November and the days observed', () => {
    expect(albanianPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', holiday: 'NEW_YEAR' }, // Thursday
      { date: '2026-01-02', holiday: 'NEW_YEAR_SECOND_DAY' }, // Friday
      { date: '2026-03-14', holiday: 'SUMMER_DAY' }, // Saturday
      { date: '2026-03-16', holiday: 'OBSERVED' }, // its Monday
      { date: '2026-03-20', holiday: 'EID_AL_FITR' }, // Friday
      { date: '2026-03-22', holiday: 'NEVRUZ' }, // Sunday
      { date: '2026-03-23', holiday: 'OBSERVED' },
      { date: '2026-04-05', holiday: 'CATHOLIC_EASTER' },
      { date: '2026-04-06', holiday: 'OBSERVED' },
      { date: '2026-04-12', holiday: 'ORTHODOX_EASTER' },
      { date: '2026-04-13', holiday: 'OBSERVED' },
      { date: '2026-05-01', holiday: 'LABOUR_DAY' }, // Friday
      { date: '2026-05-27', holiday: 'EID_AL_ADHA' }, // Wednesday
      { date: '2026-09-05', holiday: 'MOTHER_TERESA_DAY' }, // Saturday
      { date: '2026-09-07', holiday: 'OBSERVED' },
      { date: '2026-11-22', holiday: 'ALPHABET_DAY' }, // Sunday
      { date: '2026-11-23', holiday: 'OBSERVED' },
      { date: '2026-11-28', holiday: 'INDEPENDENCE_DAY' }, // Saturday
      { date: '2026-11-29', holiday: 'LIBERATION_DAY' }, // Sunday
      { date: '2026-11-30', holiday: 'OBSERVED' }, // Monday for the 28th
      { date: '2026-12-01', holiday: 'OBSERVED' }, // Tuesday for the 29th
      { date: '2026-12-08', holiday: 'YOUTH_DAY' }, // Tuesday
      { date: '2026-12-25', holiday: 'CHRISTMAS' }, // Friday
    ]);
  });

  it('counts Easter once when both churches keep the same Sunday (2025)', () => {
    const days = albanianPublicHolidays(2025);
    expect(days.filter((day) => day.date === '2025-04-20')).toEqual([
      { date: '2025-04-20', holiday: 'CATHOLIC_EASTER' },
    ]);
    expect(days.map((day) => day.date)).toContain('2025-04-21');
    expect(days.map((day) => day.date)).not.toContain('2025-04-22');
  });

  it('closes the Mondays the government gave in 2024 for holidays on a Sunday', () => {
    // Catholic Easter 31 March, Orthodox Easter 5 May, Eid al-Adha 16 June, Youth Day 8 December.
    const dates = albanianPublicHolidays(2024).map((day) => day.date);
    expect(dates).toEqual(
      expect.arrayContaining(['2024-04-01', '2024-05-06', '2024-06-17', '2024-12-09']),
    );
  });

  it('has no Alphabet Day before 2024 and no Eid in a year the table lacks', () => {
    expect(albanianPublicHolidays(2023).map((day) => day.holiday)).not.toContain('ALPHABET_DAY');
    expect(ALBANIAN_EID_DATES[2040]).toBeUndefined();
    const holidays = albanianPublicHolidays(2040).map((day) => day.holiday);
    expect(holidays).not.toContain('EID_AL_FITR');
    expect(holidays).toContain('ORTHODOX_EASTER');
  });

  it('keeps every Eid of the table in its own year', () => {
    for (const [year, eid] of Object.entries(ALBANIAN_EID_DATES)) {
      expect(eid.fitr.startsWith(`${year}-`) && eid.adha.startsWith(`${year}-`)).toBe(true);
      expect(eid.fitr < eid.adha).toBe(true);
    }
  });
});
