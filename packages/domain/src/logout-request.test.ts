import { describe, expect, it } from 'vitest';
import type { TBranchDayHours, TBranchOpeningHours } from './branches';
import { distanceKm, isSlotOpen, ZBranchesQuery } from './branches';
import { appointmentErrors, isCalendarDate, weekdayOfDate, ZLogoutRequest } from './logout-request';

const open: TBranchDayHours = {
  openFrom: '0800',
  openTo: '1700',
  hasPause: false,
  pauseFrom: null,
  pauseTo: null,
  closed: false,
};
const morningOnly: TBranchDayHours = { ...open, openTo: '1200' };
const closed: TBranchDayHours = { ...open, openFrom: null, openTo: null, closed: true };
const hours: TBranchOpeningHours = {
  MONDAY: open,
  TUESDAY: open,
  WEDNESDAY: open,
  THURSDAY: open,
  FRIDAY: open,
  SATURDAY: morningOnly,
  SUNDAY: closed,
};

describe('logout request schema', () => {
  const uid = '1234567890123456';

  it('when each event type comes with its body, then it is accepted', () => {
    expect(
      ZLogoutRequest.safeParse({ uid, eventType: 'EMAIL', email: { to: [{ email: 'a@b.si' }] } })
        .success,
    ).toBe(true);
    expect(
      ZLogoutRequest.safeParse({ uid, eventType: 'CALL', call: { number: '+386 41 123 456' } })
        .success,
    ).toBe(true);
    expect(
      ZLogoutRequest.safeParse({
        uid,
        eventType: 'APPOINTMENT',
        appointment: {
          appointmentBranchId: 'LJ1',
          appointmentDate: '2026-12-01',
          appointmentTimeSlot: 'MORNING',
        },
      }).success,
    ).toBe(true);
  });

  it('when the body of the event type is missing or wrong, then it is refused', () => {
    expect(ZLogoutRequest.safeParse({ uid, eventType: 'EMAIL' }).success).toBe(false);
    expect(ZLogoutRequest.safeParse({ uid, eventType: 'EMAIL', email: { to: [] } }).success).toBe(
      false,
    );
    expect(
      ZLogoutRequest.safeParse({ uid, eventType: 'CALL', call: { number: '<script>' } }).success,
    ).toBe(false);
    expect(ZLogoutRequest.safeParse({ uid, eventType: 'FAX' }).success).toBe(false);
  });

  it('when a date is not a calendar day, then it is invalid', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
    expect(isCalendarDate('01.02.2026')).toBe(false);
  });
});

describe('appointment rules', () => {
  // 2026-11-23 is a Monday.
  const today = '2026-11-23';

  it('when a day is given, then its weekday is known', () => {
    expect(weekdayOfDate('2026-11-23')).toBe('MONDAY');
    expect(weekdayOfDate('2026-11-29')).toBe('SUNDAY');
  });

  it('when the day is today or later and open in that slot, then it can be booked', () => {
    const slot = { appointmentTimeSlot: 'AFTERNOON' as const };
    expect(appointmentErrors({ appointmentDate: today, ...slot }, hours, today)).toEqual([]);
    expect(appointmentErrors({ appointmentDate: '2026-11-24', ...slot }, hours, today)).toEqual([]);
  });

  it('when the day is in the past, then the date is marked', () => {
    expect(
      appointmentErrors(
        { appointmentDate: '2026-11-22', appointmentTimeSlot: 'MORNING' },
        hours,
        today,
      ),
    ).toEqual([{ field: 'appointment.appointmentDate', code: 'validation.date.past' }]);
  });

  it('when the branch is closed that day, then the date is marked', () => {
    expect(
      appointmentErrors(
        { appointmentDate: '2026-11-29', appointmentTimeSlot: 'MORNING' },
        hours,
        today,
      ),
    ).toEqual([{ field: 'appointment.appointmentDate', code: 'validation.branch.closed' }]);
  });

  it('when the day is a holiday, then the date is marked even on a weekday', () => {
    expect(
      appointmentErrors(
        { appointmentDate: '2026-12-25', appointmentTimeSlot: 'MORNING' },
        hours,
        today,
        new Set(['2026-12-25']),
      ),
    ).toEqual([{ field: 'appointment.appointmentDate', code: 'validation.branch.closed' }]);
  });

  it('when the branch closes at noon, then the afternoon slot is marked', () => {
    expect(
      appointmentErrors(
        { appointmentDate: '2026-11-28', appointmentTimeSlot: 'AFTERNOON' },
        hours,
        today,
      ),
    ).toEqual([{ field: 'appointment.appointmentTimeSlot', code: 'validation.branch.closed' }]);
    expect(isSlotOpen(morningOnly, 'MORNING')).toBe(true);
  });

  it('when the day is more than 60 days ahead, then the date is marked', () => {
    expect(
      appointmentErrors(
        { appointmentDate: '2027-01-23', appointmentTimeSlot: 'MORNING' },
        hours,
        today,
      ),
    ).toEqual([{ field: 'appointment.appointmentDate', code: 'validation.date.tooFar' }]);
  });
});

describe('branch helpers', () => {
  it('when distances are measured, then Ljubljana–Maribor is about 100 km', () => {
    const km = distanceKm({ lat: 46.0511, lon: 14.5051 }, { lat: 46.5547, lon: 15.6459 });
    expect(km).toBeGreaterThan(95);
    expect(km).toBeLessThan(105);
  });

  it('when only one of lat and lon is given, then the query is refused', () => {
    expect(ZBranchesQuery.safeParse({ lat: '46' }).success).toBe(false);
    expect(ZBranchesQuery.safeParse({ lat: '46', lon: '14.5' }).data).toEqual({
      lat: 46,
      lon: 14.5,
    });
    expect(ZBranchesQuery.safeParse({}).success).toBe(true);
  });
});
