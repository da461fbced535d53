import type { CalendarDate } from '../packages';
import { localTimeIn } from '../local-time';
import { isRealDate } from './checksums';

/*
 * Dates of the personal data screen. The forms use DD.MM.YYYY (spec 2 §5), the employment start
 * date YYYY-MM-DD, the birth-date check DD-MM-YYYY (spec 2 §3) and the stored request body ISO
 * YYYY-MM-DD (decision 090). Ages and "past/future" are judged on calendar days in the bank's zone,
 * so the caller passes "today" as a CalendarDate.
 */

const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DASHED = /^(\d{2})-(\d{2})-(\d{4})$/;

function real(year: string, month: string, day: string): CalendarDate | null {
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  return isRealDate(date.year, date.month, date.day) ? date : null;
}

/** "31.12.1999" → the day, or null when malformed or not a real day. */
export function parseDottedDate(value: string): CalendarDate | null {
  const match = DOTTED.exec(value.trim());
  return match === null ? null : real(match[3] ?? '', match[2] ?? '', match[1] ?? '');
}

/** "1999-12-31" → the day, or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO.exec(value.trim());
  return match === null ? null : real(match[1] ?? '', match[2] ?? '', match[3] ?? '');
}

/** "31-12-1999" (the birth-date check of spec 2 §3) → the day, or null. */
export function parseDashedDate(value: string): CalendarDate | null {
  const match = DASHED.exec(value.trim());
  return match === null ? null : real(match[3] ?? '', match[2] ?? '', match[1] ?? '');
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function formatDottedDate(date: CalendarDate): string {
  return `${pad(date.day, 2)}.${pad(date.month, 2)}.${pad(date.year, 4)}`;
}

export function formatDashedDate(date: CalendarDate): string {
  return `${pad(date.day, 2)}-${pad(date.month, 2)}-${pad(date.year, 4)}`;
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The calendar day of an instant in a time zone ("today" at the bank). */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  // local-time.ts reckons the variants' zones without Intl (decisions 226, 306).
  const [year = 0, month = 0, day = 0] = localTimeIn(instant, timeZone).date.split('-').map(Number);
  return { year, month, day };
}
