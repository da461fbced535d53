import { describe, expect, it } from 'vitest';
import { OPERATOR_OPENING_HOURS, parseOperatorHours } from './opening-hours';
import {
  ZOpeningHoursResponse,
  expandCompactTime,
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
