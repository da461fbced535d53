import { WEEKDAYS, type Weekday } from './weekdays';

export interface LocalTime {
  /** "YYYY-MM-DD" */
  readonly date: string;
  readonly weekday: Weekday;
  /** "HH:mm" */
  readonly time: string;
}

/**
 * The calendar date, weekday and time of an instant in a time zone: opening hours, holidays and
 * appointment days are local to the bank, whatever the server's own zone.
 */
export function localTimeIn(instant: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'long',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const weekday = WEEKDAYS.find((day) => day === part('weekday').toUpperCase()) ?? 'MONDAY';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** A calendar day ("YYYY-MM-DD") moved by whole days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
