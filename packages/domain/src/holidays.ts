/**
 * The public holidays of the variants' countries (decision 236 for Albania).
 *
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

/**
 * Albanian official holidays (the law of 1992 "Për festat zyrtare dhe ditët përkujtimore" as
 * amended; decision 236 lists the sources). Catholic and Orthodox Easter are Sundays: the Mondays
 * after them are closed by the weekend rule (`OBSERVED`), not as holidays of their own.
 */
export const ALBANIAN_HOLIDAYS = [
  'NEW_YEAR',
  'NEW_YEAR_SECOND_DAY',
  'SUMMER_DAY',
  'NEVRUZ',
  'CATHOLIC_EASTER',
  'ORTHODOX_EASTER',
  'EID_AL_FITR',
  'LABOUR_DAY',
  'EID_AL_ADHA',
  'MOTHER_TERESA_DAY',
  'ALPHABET_DAY',
  'INDEPENDENCE_DAY',
  'LIBERATION_DAY',
  'YOUTH_DAY',
  'CHRISTMAS',
  /** A working day off because a holiday fell on a Saturday or Sunday (Albanian rule). */
  'OBSERVED',
] as const;
export type AlbanianHoliday = (typeof ALBANIAN_HOLIDAYS)[number];

export interface PublicHoliday<Name extends string = SlovenianHoliday> {
  /** Calendar date "YYYY-MM-DD" (a local date in the bank's time zone, no time). */
  readonly date: string;
  readonly holiday: Name;
}

/**
 * ISO dates (YYYY-MM-DD) sort as plain strings: no collation, which in a browser would load ICU's
 * data in a first render (decision 306).
 */
function byIsoDate(left: { readonly date: string }, right: { readonly date: string }): number {
  return left.date < right.date ? -1 : left.date > right.date ? 1 : 0;
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

/**
 * Orthodox Easter Sunday of a year as a Gregorian month and day: Meeus' Julian algorithm, then the
 * 13 days the Julian calendar trails the Gregorian from 1900 to 2099.
 */
export function orthodoxEasterSunday(year: number): {
  readonly month: number;
  readonly day: number;
} {
  if (!Number.isInteger(year) || year < 1900 || year > 2099) {
    throw new RangeError(`year must be from 1900 to 2099, got ${year}`);
  }
  const d = (19 * (year % 19) + 15) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) - d + 34) % 7;
  const julianMonth = Math.floor((d + e + 114) / 31);
  const julianDay = ((d + e + 114) % 31) + 1;
  const date = new Date(Date.UTC(year, julianMonth - 1, julianDay + 13));
  return { month: date.getUTCMonth() + 1, day: date.getUTCDate() };
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
  return holidays.sort(byIsoDate);
}

/**
 * The first days of Eid al-Fitr (Bajrami i Madh) and Eid al-Adha (Kurban Bajrami) as the Muslim
 * Community of Albania keeps them, after the Turkish Diyanet calendar (decision 236 has the
 * sources). Lunar dates cannot be computed in advance with certainty: extend this table each year
 * from the Community's announcement; a year missing here has no Eid closing days (set them with
 * EXTRA_HOLIDAYS until then).
 */
export const ALBANIAN_EID_DATES: Readonly<
  Record<number, { readonly fitr: string; readonly adha: string; readonly verified: boolean }>
> = {
  2024: { fitr: '2024-04-10', adha: '2024-06-16', verified: true },
  2025: { fitr: '2025-03-30', adha: '2025-06-06', verified: true },
  // Diyanet's published 2026 calendar; the Community's own announcement not yet seen.
  2026: { fitr: '2026-03-20', adha: '2026-05-27', verified: true },
  // UNVERIFIED: projected from the astronomical new moons; replace with the announced dates.
  2027: { fitr: '2027-03-09', adha: '2027-05-16', verified: false },
};

/** Alphabet Day (22 November) became an official holiday by the amendment of 2024. */
const ALPHABET_DAY_SINCE = 2024;

function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The official holidays of a year in Albania with the working days taken off for those that fall
 * on a Saturday or Sunday (`OBSERVED`: the next working days, one per holiday, in date order, so
 * 28 and 29 November on a weekend close the Monday and the Tuesday), sorted by date. Holidays that
 * share a date (both Easters, say) count once. Years before the current law are computed with
 * today's list, Alphabet Day only from 2024.
 */
export function albanianPublicHolidays(year: number): PublicHoliday<AlbanianHoliday>[] {
  const catholic = easterSunday(year);
  const orthodox = orthodoxEasterSunday(year);
  const eid = ALBANIAN_EID_DATES[year];
  const fixed = (month: number, day: number) => formatCalendarDate(year, month, day);
  const holidays: PublicHoliday<AlbanianHoliday>[] = [
    { date: fixed(1, 1), holiday: 'NEW_YEAR' },
    { date: fixed(1, 2), holiday: 'NEW_YEAR_SECOND_DAY' },
    { date: fixed(3, 14), holiday: 'SUMMER_DAY' },
    { date: fixed(3, 22), holiday: 'NEVRUZ' },
    { date: addDays(year, catholic.month, catholic.day, 0), holiday: 'CATHOLIC_EASTER' },
    { date: addDays(year, orthodox.month, orthodox.day, 0), holiday: 'ORTHODOX_EASTER' },
    ...(eid === undefined
      ? []
      : [
          { date: eid.fitr, holiday: 'EID_AL_FITR' } as const,
          { date: eid.adha, holiday: 'EID_AL_ADHA' } as const,
        ]),
    { date: fixed(5, 1), holiday: 'LABOUR_DAY' },
    { date: fixed(9, 5), holiday: 'MOTHER_TERESA_DAY' },
    ...(year >= ALPHABET_DAY_SINCE
      ? [{ date: fixed(11, 22), holiday: 'ALPHABET_DAY' } as const]
      : []),
    { date: fixed(11, 28), holiday: 'INDEPENDENCE_DAY' },
    { date: fixed(11, 29), holiday: 'LIBERATION_DAY' },
    { date: fixed(12, 8), holiday: 'YOUTH_DAY' },
    { date: fixed(12, 25), holiday: 'CHRISTMAS' },
  ];
  const byDate = new Map<string, PublicHoliday<AlbanianHoliday>>();
  for (const holiday of holidays.sort(byIsoDate)) {
    if (!byDate.has(holiday.date)) byDate.set(holiday.date, holiday);
  }
  const closed = new Set(byDate.keys());
  const observed: PublicHoliday<AlbanianHoliday>[] = [];
  for (const date of byDate.keys()) {
    if (!isWeekend(date)) continue;
    let next = date;
    do {
      const [y, m, d] = next.split('-').map(Number) as [number, number, number];
      next = addDays(y, m, d, 1);
    } while (isWeekend(next) || closed.has(next));
    closed.add(next);
    observed.push({ date: next, holiday: 'OBSERVED' });
  }
  return [...byDate.values(), ...observed].sort(byIsoDate);
}

/** The public holidays (and, in Albania, the days observed for them) of a variant's country. */
export function publicHolidaysOf(
  variant: VariantId,
  year: number,
): readonly PublicHoliday<SlovenianHoliday | AlbanianHoliday>[] {
  return variant === 'si' ? slovenianPublicHolidays(year) : albanianPublicHolidays(year);
}

/**
 * The days a variant's branches and call centre are closed in a year, "YYYY-MM-DD", sorted: the
 * country's work-free public holidays (with Albania's observed days) plus the bank's own closing
 * days (configuration, e.g. 24 December).
 */
export function bankHolidays(
  variant: VariantId,
  year: number,
  extraClosingDays: readonly string[] = [],
): string[] {
  const publicHolidays = publicHolidaysOf(variant, year).map((holiday) => holiday.date);
  const ownDays = extraClosingDays.filter((date) => date.startsWith(`${year}-`));
  return [...new Set([...publicHolidays, ...ownDays])].sort();
}
