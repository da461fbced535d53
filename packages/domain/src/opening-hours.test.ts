import { describe, expect, it } from 'vitest';
import {
  OPERATOR_OPENING_HOURS,
  isOpenAt,
  openingHoursGateRedirect,
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
