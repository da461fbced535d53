/**
 * Slovenian public holidays that are work-free days (Zakon o praznikih in dela prostih dnevih v
 * Republiki Sloveniji). The bank's branches and its call centre are closed on them, so the
 * opening-hours gate treats them as closed days (spec 1 §4 "Opening-hours gate", §9).
 * Holidays that are not work-free days (for example Maister Day, 23 November) are not listed.
 */

import type { VariantId } from './variants';

export const SLOVENIAN_HOLIDAYS = [
  'NEW_YEAR',
  'NEW_YEAR_SECOND_DAY',
  'PRESEREN_DAY',
  'EASTER_SUNDAY',
  'EASTER_MONDAY',
  'UPRISING_DAY',
  'LABOUR_DAY',
  'LABOUR_DAY_SECOND_DAY',
  'WHIT_SUNDAY',
  'STATEHOOD_DAY',
  'ASSUMPTION_DAY',
  'REFORMATION_DAY',
  'REMEMBRANCE_DAY',
  'CHRISTMAS',
  'INDEPENDENCE_DAY',
] as const;
export type SlovenianHoliday = (typeof SLOVENIAN_HOLIDAYS)[number];

export interface PublicHoliday {
  /** Calendar date "YYYY-MM-DD" (a local date in the bank's time zone, no time). */
  readonly date: string;
  readonly holiday: SlovenianHoliday;
}

/** "YYYY-MM-DD" of a calendar date; month 1 to 12. */
export function formatCalendarDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm of Meeus, Jones and
 * Butcher), as month (3 or 4) and day.
 */
export function easterSunday(year: number): { readonly month: number; readonly day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** The calendar date `days` after a date (UTC arithmetic on a date without time). */
function addDays(year: number, month: number, day: number, days: number): string {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return formatCalendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** 2 January was not a work-free day from 2013 to 2016 (it was restored from 2017). */
function hasSecondNewYearDay(year: number): boolean {
  return year < 2013 || year > 2016;
}

/**
 * The work-free public holidays of a year in Slovenia, sorted by date. Easter Sunday and Monday
 * and Whit Sunday (Easter + 49 days) move with Easter; the others are fixed. Years before the
 * current law (1991) are computed with today's list.
 */
export function slovenianPublicHolidays(year: number): PublicHoliday[] {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`year must be a Gregorian year from 1583 to 9999, got ${year}`);
  }
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => formatCalendarDate(year, month, day);
  const holidays: PublicHoliday[] = [
    { date: fixed(1, 1), holiday: 'NEW_YEAR' },
    ...(hasSecondNewYearDay(year)
      ? [{ date: fixed(1, 2), holiday: 'NEW_YEAR_SECOND_DAY' } as const]
      : []),
    { date: fixed(2, 8), holiday: 'PRESEREN_DAY' },
    { date: addDays(year, easter.month, easter.day, 0), holiday: 'EASTER_SUNDAY' },
    { date: addDays(year, easter.month, easter.day, 1), holiday: 'EASTER_MONDAY' },
    { date: fixed(4, 27), holiday: 'UPRISING_DAY' },
    { date: fixed(5, 1), holiday: 'LABOUR_DAY' },
    { date: fixed(5, 2), holiday: 'LABOUR_DAY_SECOND_DAY' },
    { date: addDays(year, easter.month, easter.day, 49), holiday: 'WHIT_SUNDAY' },
    { date: fixed(6, 25), holiday: 'STATEHOOD_DAY' },
    { date: fixed(8, 15), holiday: 'ASSUMPTION_DAY' },
    { date: fixed(10, 31), holiday: 'REFORMATION_DAY' },
    { date: fixed(11, 1), holiday: 'REMEMBRANCE_DAY' },
    { date: fixed(12, 25), holiday: 'CHRISTMAS' },
    { date: fixed(12, 26), holiday: 'INDEPENDENCE_DAY' },
  ];
  // Easter Monday falls from 23 March to 26 April and Whit Sunday from 10 May to 13 June, so no
  // two holidays share a date; sorting puts the moving ones in place.
  return holidays.sort((left, right) => left.date.localeCompare(right.date));
}

/**
 * The days a variant's branches and call centre are closed in a year, "YYYY-MM-DD", sorted: the
 * country's work-free public holidays plus the bank's own closing days (configuration, e.g.
 * 24 December). The Albanian variant has no public-holiday calendar yet, only the bank's own days.
 */
export function bankHolidays(
  variant: VariantId,
  year: number,
  extraClosingDays: readonly string[] = [],
): string[] {
  const publicHolidays =
    variant === 'si' ? slovenianPublicHolidays(year).map((holiday) => holiday.date) : [];
  const ownDays = extraClosingDays.filter((date) => date.startsWith(`${year}-`));
  return [...new Set([...publicHolidays, ...ownDays])].sort();
}
