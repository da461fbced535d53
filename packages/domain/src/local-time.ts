import { WEEKDAYS, type Weekday } from './weekdays';

export interface LocalTime {
  /** "YYYY-MM-DD" */
  readonly date: string;
  readonly weekday: Weekday;
  /** "HH:mm" */
  readonly time: string;
}

const HOUR_MS = 3_600_000;

/**
 * The variants' zones keep Central European Time with the EU's summer time (Directive 2000/84/EC,
 * articles 2 and 3: from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 * October). Their local time is reckoned without Intl: a browser's first Intl call loads ICU's
 * data, about 20 ms of a fast machine's main thread, and each new formatter costs more than the
 * whole reckoning; "today" and the opening hours are needed in first renders (decisions 226, 306).
 * local-time.test.ts holds it to ICU's answer, hour by hour.
 */
const CENTRAL_EUROPEAN_ZONES: ReadonlySet<string> = new Set(['Europe/Ljubljana', 'Europe/Tirane']);

/** 01:00 UTC on the last Sunday of `month` (0-based). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * How far a variant's zone is ahead of UTC at an instant (milliseconds since the epoch), reckoned
 * without Intl; null for any other zone.
 */
function knownZoneOffsetMs(instant: number, timeZone: string): number | null {
  if (!CENTRAL_EUROPEAN_ZONES.has(timeZone)) return null;
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return (summer ? 2 : 1) * HOUR_MS;
}

const two = (value: number) => String(value).padStart(2, '0');

/** One formatter per zone: making one costs far more than using it. */
const ZONE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** An instant's date, weekday and time of day in a zone, as ICU gives them, part by part. */
function zonePartsByIntl(
  instant: Date,
  timeZone: string,
): (type: Intl.DateTimeFormatPartTypes) => string {
  let format = ZONE_FORMATS.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      weekday: 'long',
    });
    ZONE_FORMATS.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  return (type) => parts.find((candidate) => candidate.type === type)?.value ?? '';
}

function localTimeByIntl(instant: Date, timeZone: string): LocalTime {
  const part = zonePartsByIntl(instant, timeZone);
  const weekday = WEEKDAYS.find((day) => day === part('weekday').toUpperCase()) ?? 'MONDAY';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * The calendar date, weekday and time of an instant in a time zone: opening hours, holidays and
 * appointment days are local to the bank, whatever the server's own zone.
 */
export function localTimeIn(instant: Date, timeZone: string): LocalTime {
  const offset = knownZoneOffsetMs(instant.getTime(), timeZone);
  if (offset === null) return localTimeByIntl(instant, timeZone);
  const local = new Date(instant.getTime() + offset);
  return {
    date: `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`,
    // getUTCDay counts from Sunday; WEEKDAYS from Monday.
    weekday: WEEKDAYS[(local.getUTCDay() + 6) % 7] ?? 'MONDAY',
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
  };
}

/** A calendar day ("YYYY-MM-DD") moved by whole days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** How far a time zone is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const known = knownZoneOffsetMs(instant.getTime(), timeZone);
  if (known !== null) return known;
  const text = zonePartsByIntl(instant, timeZone);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(text(type) || '0');
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a local calendar day ("YYYY-MM-DD") begins in a time zone. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // Twice: the offset at the guess may differ from the offset at local midnight (a DST change).
  const first = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  return new Date(midnightUtc - zoneOffsetMs(new Date(first), timeZone));
}
