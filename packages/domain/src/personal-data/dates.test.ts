import { describe, expect, it } from 'vitest';
import { calendarDateIn } from './dates';

const HOUR_MS = 3_600_000;

/** The day ICU gives, with one formatter for the whole run. */
function icuDay(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (instant) => format.format(instant);
}

const isoDay = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe('calendarDateIn', () => {
  it.each(['Europe/Ljubljana', 'Europe/Tirane'])(
    'gives the day ICU gives in %s, every hour of 2024–2031 and every minute around midnight and the clock changes',
    (timeZone) => {
      const icu = icuDay(timeZone);
      const differences: string[] = [];
      const check = (instant: Date) => {
        if (isoDay(calendarDateIn(instant, timeZone)) !== icu(instant)) {
          differences.push(instant.toISOString());
        }
      };
      for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2032, 0, 1); at += HOUR_MS) {
        check(new Date(at));
      }
      // The changes are at 01:00 UTC on Sundays; local midnight is 22:00 or 23:00 UTC.
      for (const day of ['2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25', '2030-03-30']) {
        const start = Date.parse(`${day}T21:00:00Z`);
        for (let at = start; at < start + 6 * HOUR_MS; at += 60_000) check(new Date(at));
      }
      expect(differences).toEqual([]);
    },
  );

  it('asks ICU for any other zone', () => {
    const instant = new Date('2026-06-30T23:30:00Z');
    expect(calendarDateIn(instant, 'America/New_York')).toEqual({ year: 2026, month: 6, day: 30 });
    expect(calendarDateIn(instant, 'Asia/Tokyo')).toEqual({ year: 2026, month: 7, day: 1 });
  });
});
