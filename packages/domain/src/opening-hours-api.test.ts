import { describe, expect, it } from 'vitest';
import { OPERATOR_OPENING_HOURS, parseOperatorHours } from './opening-hours';
import {
  ZOpeningHoursResponse,
  expandCompactTime,
  nextOpening,
  type TOpeningHoursResponse,
  toDayOpeningHours,
  toWeeklyOpeningHours,
} from './opening-hours-api';

describe('opening-hours answer', () => {
  it('writes the operator hours as compact times, without a pause', () => {
    const week = toWeeklyOpeningHours(OPERATOR_OPENING_HOURS);
    expect(week.MONDAY).toEqual({
      openFrom: '0800',
      openTo: '2100',
      hasPause: false,
      pauseFrom: null,
      pauseTo: null,
      closed: false,
    });
    expect(week.SUNDAY.openFrom).toBe('1000');
    expect(week.SUNDAY.openTo).toBe('1800');
  });

  it('marks a day without hours as closed', () => {
    expect(toDayOpeningHours(null)).toMatchObject({ openFrom: null, openTo: null, closed: true });
  });

  it('accepts a whole answer and refuses a malformed time', () => {
    const answer = {
      timeZone: 'Europe/Ljubljana',
      openingHours: toWeeklyOpeningHours(OPERATOR_OPENING_HOURS),
      holidays: ['2026-01-01'],
      closedStatus: false,
    };
    expect(ZOpeningHoursResponse.parse(answer)).toEqual(answer);
    const broken = {
      ...answer,
      openingHours: {
        ...answer.openingHours,
        MONDAY: { ...answer.openingHours.MONDAY, openFrom: '8:00' },
      },
    };
    expect(ZOpeningHoursResponse.safeParse(broken).success).toBe(false);
  });

  it('answers for hours open around the clock (OPERATOR_HOURS=always), ending at 2400', () => {
    const parsed = parseOperatorHours('always');
    if (!parsed.ok) throw new Error(parsed.problem);
    const openingHours = toWeeklyOpeningHours(parsed.hours);
    expect(openingHours.MONDAY).toMatchObject({ openFrom: '0000', openTo: '2400' });
    const answer = {
      timeZone: 'Europe/Ljubljana',
      openingHours,
      holidays: [],
      closedStatus: false,
    };
    expect(ZOpeningHoursResponse.safeParse(answer).success).toBe(true);
    const afterMidnight = { ...openingHours.MONDAY, openTo: '2401' };
    expect(
      ZOpeningHoursResponse.safeParse({
        ...answer,
        openingHours: { ...openingHours, MONDAY: afterMidnight },
      }).success,
    ).toBe(false);
  });

  it('expands a compact time', () => {
    expect(expandCompactTime('0800')).toBe('08:00');
  });
});

// The operators' week with Sunday closed.
const CLOSED_SUNDAY: TOpeningHoursResponse = {
  timeZone: 'Europe/Ljubljana',
  openingHours: {
    ...toWeeklyOpeningHours(OPERATOR_OPENING_HOURS),
    SUNDAY: toDayOpeningHours(null),
  },
  holidays: ['2026-12-25'],
  closedStatus: true,
};

describe('nextOpening', () => {
  it('is later today before the opening time, in the bank’s time zone', () => {
    // 06:30 in Ljubljana on Monday 23 November 2026 (UTC+1).
    expect(nextOpening(CLOSED_SUNDAY, new Date('2026-11-23T05:30:00Z'))).toEqual({
      date: '2026-11-23',
      weekday: 'MONDAY',
      from: '08:00',
      inDays: 0,
    });
  });

  it('skips a closed Sunday and a closing time already past', () => {
    // Saturday 28 November, 23:30 local: Saturday has closed, Sunday is closed.
    expect(nextOpening(CLOSED_SUNDAY, new Date('2026-11-28T22:30:00Z'))).toMatchObject({
      date: '2026-11-30',
      weekday: 'MONDAY',
      inDays: 2,
    });
  });

  it('skips a holiday', () => {
    // Thursday 24 December, 22:00 local: Friday 25 is Christmas.
    expect(nextOpening(CLOSED_SUNDAY, new Date('2026-12-24T21:00:00Z'))).toMatchObject({
      date: '2026-12-26',
      weekday: 'SATURDAY',
    });
  });
});
