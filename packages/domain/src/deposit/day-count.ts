import { bankHolidays } from '../holidays';
import { addDays } from '../local-time';
import type { VariantId } from '../variants';

/**
 * Days and years of a deposit (decision 232): the first day counts, the last does not, and each
 * day is a 1/365 or 1/366 of the year it falls in (the "K/365–366" method Banka Slovenije's 2008
 * recommendation for interest on dealings with households asks for; ISDA's Actual/Actual).
 */

/** Whole days from `from` to `to` ("YYYY-MM-DD"); the first day counts, the last does not. */
export function daysBetween(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000);
}

function daysInYear(year: number): number {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;
}

/**
 * The year fraction from `from` to `to`: the days in each calendar year over that year's length,
 * so a deposit over 29 February earns the day at 1/366 like the rest of that year.
 */
export function yearFraction(from: string, to: string): number {
  let fraction = 0;
  let cursor = from;
  while (cursor < to) {
    const year = Number(cursor.slice(0, 4));
    const nextYear = `${String(year + 1).padStart(4, '0')}-01-01`;
    const until = nextYear < to ? nextYear : to;
    fraction += daysBetween(cursor, until) / daysInYear(year);
    cursor = until;
  }
  return fraction;
}

/** Saturday, Sunday, a public holiday of the variant or one of the bank's own closing days. */
export function isNonWorkingDay(
  day: string,
  variant: VariantId,
  extraClosingDays: readonly string[] = [],
): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return true;
  return bankHolidays(variant, Number(day.slice(0, 4)), extraClosingDays).includes(day);
}

/**
 * The maturity: start + term days, moved on to the next working day when it falls on a day the
 * bank does not pay out (decision 232: the money stays with the bank those days, so they earn
 * interest too).
 */
export function maturityDate(
  start: string,
  termDays: number,
  variant: VariantId,
  extraClosingDays: readonly string[] = [],
): string {
  let day = addDays(start, termDays);
  while (isNonWorkingDay(day, variant, extraClosingDays)) day = addDays(day, 1);
  return day;
}
