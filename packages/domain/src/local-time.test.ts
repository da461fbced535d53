import { describe, expect, it } from 'vitest';
import { localTimeIn, startOfLocalDay } from './local-time';

const HOUR_MS = 3_600_000;

/** Date, weekday and time as ICU gives them, with one formatter for the whole run. */
function icuLocalTime(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'long',
  });
  return (instant) => {
    const parts = format.formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((candidate) => candidate.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')} ${part('weekday').toUpperCase()} ${part('hour')}:${part('minute')}`;
  };
}

describe('localTimeIn', () => {
  it.each(['Europe/Ljubljana', 'Europe/Tirane'])(
    'gives the date, weekday and time ICU gives in %s, every hour of 2024–2031 and every minute around the clock changes',
    (timeZone) => {
      const icu = icuLocalTime(timeZone);
      const differences: string[] = [];
      const check = (instant: Date) => {
        const local = localTimeIn(instant, timeZone);
        const ours = `${local.date} ${local.weekday} ${local.time}`;
        if (ours !== icu(instant)) differences.push(`${instant.toISOString()}: ${ours}`);
      };
      for (let at = Date.UTC(2024, 0, 1, 0, 30); at < Date.UTC(2032, 0, 1); at += HOUR_MS) {
        check(new Date(at));
      }
      // The changes are at 01:00 UTC on Sundays.
      for (const day of ['2026-03-29', '2026-10-25', '2030-03-31', '2031-10-26']) {
        const start = Date.parse(`${day}T00:00:00Z`);
        for (let at = start; at < start + 2 * HOUR_MS; at += 60_000) check(new Date(at));
      }
      expect(differences).toEqual([]);
    },
  );

  it('asks ICU for any other zone', () => {
    const instant = new Date('2026-06-30T23:30:00Z');
    expect(localTimeIn(instant, 'America/New_York')).toEqual({
      date: '2026-06-30',
      weekday: 'TUESDAY',
      time: '19:30',
    });
    expect(localTimeIn(instant, 'Asia/Tokyo')).toEqual({
      date: '2026-07-01',
      weekday: 'WEDNESDAY',
      time: '08:30',
    });
  });

  it('starts a local day at its midnight, on the days the clocks change too', () => {
    expect(startOfLocalDay('2026-03-29', 'Europe/Ljubljana').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfLocalDay('2026-03-30', 'Europe/Ljubljana').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(startOfLocalDay('2026-10-26', 'Europe/Tirane').toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
    expect(startOfLocalDay('2026-07-01', 'America/New_York').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
  });
});
