import { localTimeIn } from '../local-time';
import type { Language } from '../variants';

/*
 * Dates and times as the reader writes them (decision 238). Written out by hand from the
 * languages' own conventions rather than through Intl: a browser's ICU data may lack a language
 * (Albanian printed as "2026 M12 28"), and CLDR's Slovenian month names are the nominative, where
 * a date in running text takes the genitive ("do 28. decembra 2026").
 */

/** The month names a day of the month is written with, January first. */
const MONTHS_IN_DATES: Readonly<Record<Language, readonly string[]>> = {
  // Slovenian: a day of the month takes the genitive ("28. decembra 2026"), as Slovenski pravopis writes it.
  sl: [
    'januarja',
    'februarja',
    'marca',
    'aprila',
    'maja',
    'junija',
    'julija',
    'avgusta',
    'septembra',
    'oktobra',
    'novembra',
    'decembra',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  // Albanian months are written in lower case: "28 dhjetor 2026".
  sq: [
    'janar',
    'shkurt',
    'mars',
    'prill',
    'maj',
    'qershor',
    'korrik',
    'gusht',
    'shtator',
    'tetor',
    'nëntor',
    'dhjetor',
  ],
};

/** A month standing with its year ("december 2026"): Slovenian takes the nominative there. */
const MONTHS_ALONE: Readonly<Record<Language, readonly string[]>> = {
  sl: [
    'januar',
    'februar',
    'marec',
    'april',
    'maj',
    'junij',
    'julij',
    'avgust',
    'september',
    'oktober',
    'november',
    'december',
  ],
  en: MONTHS_IN_DATES.en,
  sq: MONTHS_IN_DATES.sq,
};

/** "long" for running text ("28. decembra 2026"), "short" for tables and forms ("28. 12. 2026"). */
export type DateStyle = 'long' | 'short';

interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar day of a value: a "YYYY-MM-DD" string is a day as it is (no time zone can move
 * it); an instant (a Date or an ISO timestamp with a time) is read in the time zone.
 */
function calendarDayOf(value: string | Date, timeZone: string): CalendarDay | null {
  if (typeof value === 'string' && value.length === 10) {
    const match = CALENDAR_DAY.exec(value);
    if (match === null) return null;
    return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return null;
  const local = localTimeIn(instant, timeZone);
  return calendarDayOf(local.date, timeZone);
}

const pad2 = (value: number) => String(value).padStart(2, '0');

function writeDay({ year, month, day }: CalendarDay, language: Language, style: DateStyle) {
  if (style === 'long') {
    const name = MONTHS_IN_DATES[language][month - 1] ?? '';
    return language === 'sl' ? `${day}. ${name} ${year}` : `${day} ${name} ${year}`;
  }
  switch (language) {
    // SIST ISO 8601's Slovenian reading and Pravopis: "28. 12. 2026", spaces after the dots.
    case 'sl':
      return `${day}. ${month}. ${year}`;
    // British order, never the US month first.
    case 'en':
      return `${pad2(day)}/${pad2(month)}/${year}`;
    case 'sq':
      return `${pad2(day)}.${pad2(month)}.${year}`;
  }
}

export interface DateOptions {
  readonly style?: DateStyle;
  /** The zone an instant is read in (the bank's, from the variant); a calendar day ignores it. */
  readonly timeZone?: string;
}

const DEFAULT_ZONE = 'Europe/Ljubljana';

/**
 * A calendar day ("2026-12-28") or an instant as a date in the reader's language; "" for a value
 * that is not a date, so a missing date never prints "Invalid Date".
 */
export function formatDate(
  value: string | Date,
  language: Language,
  { style = 'long', timeZone = DEFAULT_ZONE }: DateOptions = {},
): string {
  const day = calendarDayOf(value, timeZone);
  return day === null ? '' : writeDay(day, language, style);
}

const YEAR_MONTH = /^(\d{4})-(\d{2})(?:-\d{2})?$/;

/**
 * A month of a year, "YYYY-MM" (or a day of it, "YYYY-MM-DD"), as a statement's month is named
 * ("december 2026", "December 2026", "dhjetor 2026"); "" for a value that is not one.
 */
export function formatMonth(value: string, language: Language): string {
  const match = YEAR_MONTH.exec(value);
  const name = match === null ? undefined : MONTHS_ALONE[language][Number(match[2]) - 1];
  return name === undefined ? '' : `${name} ${match?.[1] ?? ''}`;
}

/** The time of day of an instant on the 24-hour clock in every language ("20:48"). */
export function formatTime(value: string | Date, timeZone: string = DEFAULT_ZONE): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return '';
  return localTimeIn(instant, timeZone).time;
}

/**
 * A length of time on a clock face, "m:ss" and from an hour on "h:mm:ss" ("2:05", "1:00:09"):
 * digits only, the same in every language; whole seconds, never negative.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = pad2(seconds % 60);
  return hours > 0 ? `${hours}:${pad2(minutes)}:${rest}` : `${minutes}:${rest}`;
}

/** A date and its time ("28. 12. 2026, 20:48"; "28/12/2026, 20:48"); "" for no instant. */
export function formatDateTime(
  value: string | Date,
  language: Language,
  { style = 'short', timeZone = DEFAULT_ZONE }: DateOptions = {},
): string {
  const date = formatDate(value, language, { style, timeZone });
  return date === '' ? '' : `${date}, ${formatTime(value, timeZone)}`;
}
