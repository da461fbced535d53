import { describe, expect, it } from 'vitest';
import {
  OPERATOR_OPENING_HOURS,
  isOpenAt,
  openingHoursGateRedirect,
  parseOperatorHours,
  weekdayFromJsDay,
} from './opening-hours';

describe('operator opening hours', () => {
  it('are 08:00-21:00 on weekdays and 10:00-18:00 at weekends', () => {
    expect(OPERATOR_OPENING_HOURS.MONDAY).toEqual({ from: '08:00', to: '21:00' });
    expect(OPERATOR_OPENING_HOURS.FRIDAY).toEqual({ from: '08:00', to: '21:00' });
    expect(OPERATOR_OPENING_HOURS.SATURDAY).toEqual({ from: '10:00', to: '18:00' });
    expect(OPERATOR_OPENING_HOURS.SUNDAY).toEqual({ from: '10:00', to: '18:00' });
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    expect(isOpenAt('MONDAY', '07:59')).toBe(false);
    expect(isOpenAt('MONDAY', '08:00')).toBe(true);
    expect(isOpenAt('MONDAY', '20:59')).toBe(true);
    expect(isOpenAt('MONDAY', '21:00')).toBe(false);
    expect(isOpenAt('SUNDAY', '09:30')).toBe(false);
    expect(isOpenAt('SUNDAY', '17:59')).toBe(true);
  });

  it('treats a null day as closed', () => {
    expect(isOpenAt('MONDAY', '12:00', { ...OPERATOR_OPENING_HOURS, MONDAY: null })).toBe(false);
  });

  it('maps Date.getDay() values', () => {
    expect(weekdayFromJsDay(0)).toBe('SUNDAY');
    expect(weekdayFromJsDay(1)).toBe('MONDAY');
    expect(weekdayFromJsDay(6)).toBe('SATURDAY');
    expect(weekdayFromJsDay(7)).toBeNull();
  });
});

describe('openingHoursGateRedirect', () => {
  it('sends to callcenterclosed when closed and in the video chat or not continuing', () => {
    expect(
      openingHoursGateRedirect({ closed: true, continueChosen: true, path: '/videochat' }),
    ).toBe('/usermessages/callcenterclosed');
    expect(
      openingHoursGateRedirect({ closed: true, continueChosen: false, path: '/personaldata' }),
    ).toBe('/usermessages/callcenterclosed');
  });

  it('lets the applicant through when open, continuing outside the call, or already there', () => {
    expect(
      openingHoursGateRedirect({ closed: false, continueChosen: false, path: '/videochat' }),
    ).toBeNull();
    expect(
      openingHoursGateRedirect({ closed: true, continueChosen: true, path: '/personaldata' }),
    ).toBeNull();
    expect(
      openingHoursGateRedirect({
        closed: true,
        continueChosen: false,
        path: '/usermessages/callcenterclosed',
      }),
    ).toBeNull();
  });
});

describe('parseOperatorHours', () => {
  it('reads the spec hours written as day ranges', () => {
    const parsed = parseOperatorHours('MON-FRI 08:00-21:00; SAT-SUN 10:00-18:00');
    expect(parsed).toEqual({ ok: true, hours: OPERATOR_OPENING_HOURS, ignoreHolidays: false });
  });

  it('leaves days not named closed and lets a later entry replace an earlier one', () => {
    const parsed = parseOperatorHours('mon-sun 09:00-17:00; wed 12:00-13:00; sat 09:00-17:00');
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.hours.WEDNESDAY).toEqual({ from: '12:00', to: '13:00' });
    expect(isOpenAt('SUNDAY', '16:59', parsed.hours)).toBe(true);
    expect(isOpenAt('WEDNESDAY', '13:00', parsed.hours)).toBe(false);
    const weekdaysOnly = parseOperatorHours('MON-FRI 08:00-16:00');
    if (!weekdaysOnly.ok) throw new Error(weekdaysOnly.problem);
    expect(weekdaysOnly.hours.SATURDAY).toBeNull();
  });

  it('opens around the clock, holidays too, for "always"', () => {
    const parsed = parseOperatorHours('always');
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.ignoreHolidays).toBe(true);
    expect(isOpenAt('SUNDAY', '23:59', parsed.hours)).toBe(true);
    expect(isOpenAt('MONDAY', '00:00', parsed.hours)).toBe(true);
  });

  it('closes every day for "never"', () => {
    const parsed = parseOperatorHours('never');
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(Object.values(parsed.hours).every((day) => day === null)).toBe(true);
  });

  it.each([
    'MON-FRI',
    'MON-FRI 8-21',
    'FRI-MON 08:00-21:00',
    'MON 21:00-08:00',
    'XYZ 08:00-09:00',
    'MON 08:00-25:00',
  ])('refuses %s', (text) => {
    expect(parseOperatorHours(text).ok).toBe(false);
  });
});
