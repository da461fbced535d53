import { z } from 'zod';
import type { TBranchOpeningHours } from './branches';
import { APPOINTMENT_TIME_SLOTS, isSlotOpen } from './branches';
import type { Weekday } from './opening-hours';
import { WEEKDAYS } from './opening-hours';
import { ZEmail, ZUid } from './registration';

/*
 * spec 2 §3, spec 3 §3: the "save and exit" requests of `POST {security}/action/{uid}/logout`: an
 * e-mail to continue later, a call back, or an appointment at a branch.
 */

export const LOGOUT_EVENT_TYPES = ['EMAIL', 'CALL', 'APPOINTMENT'] as const;
export type LogoutEventType = (typeof LOGOUT_EVENT_TYPES)[number];

/** How far ahead an appointment can be booked (decision 046). */
export const APPOINTMENT_MAX_DAYS_AHEAD = 60;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A phone number to call back: digits with an optional leading + and spaces, 6 to 15 digits. */
const CALL_NUMBER = /^\+?\d(?:[ ]?\d){5,14}$/;

export const ZLogoutEmail = z.object({
  to: z.array(z.object({ email: ZEmail })).length(1, 'validation.email.oneAddress'),
});

export const ZLogoutCall = z.object({
  number: z
    .string()
    .trim()
    .max(24, 'validation.phone.invalid')
    .regex(CALL_NUMBER, 'validation.phone.invalid'),
});

export const ZLogoutAppointment = z.object({
  appointmentBranchId: z
    .string()
    .min(1, 'validation.branch.unknown')
    .max(64, 'validation.branch.unknown'),
  appointmentDate: z
    .string()
    .max(10, 'validation.date.invalid')
    .refine(isCalendarDate, 'validation.date.invalid'),
  appointmentTimeSlot: z.enum(APPOINTMENT_TIME_SLOTS, { message: 'validation.appointment.slot' }),
});
export type TLogoutAppointment = z.infer<typeof ZLogoutAppointment>;

export const ZLogoutRequest = z.discriminatedUnion('eventType', [
  z.object({ uid: ZUid, eventType: z.literal('EMAIL'), email: ZLogoutEmail }),
  z.object({ uid: ZUid, eventType: z.literal('CALL'), call: ZLogoutCall }),
  z.object({ uid: ZUid, eventType: z.literal('APPOINTMENT'), appointment: ZLogoutAppointment }),
]);
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;

export const ZLogoutResponse = z.object({
  requestId: z.string(),
  eventType: z.enum(LOGOUT_EVENT_TYPES),
});
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

/** The weekday of a YYYY-MM-DD date (the date is a calendar day, no time zone involved). */
export function weekdayOfDate(date: string): Weekday {
  const jsDay = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(jsDay + 6) % 7] ?? 'MONDAY';
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * Field errors of an appointment against the branch's hours, given today's date in the bank's
 * time zone (the caller reads the clock): a past day, a day too far ahead, a closed day (by the
 * weekly hours or a holiday) or a slot outside the hours. Empty when it can be booked. Today is allowed.
 */
export function appointmentErrors(
  appointment: Pick<TLogoutAppointment, 'appointmentDate' | 'appointmentTimeSlot'>,
  openingHours: TBranchOpeningHours,
  today: string,
  /** Dates the bank is closed whatever the weekday (public holidays). */
  closedDates: ReadonlySet<string> = new Set(),
): { field: 'appointment.appointmentDate' | 'appointment.appointmentTimeSlot'; code: string }[] {
  const { appointmentDate: date, appointmentTimeSlot: slot } = appointment;
  if (date < today) return [{ field: 'appointment.appointmentDate', code: 'validation.date.past' }];
  if (date > addDays(today, APPOINTMENT_MAX_DAYS_AHEAD)) {
    return [{ field: 'appointment.appointmentDate', code: 'validation.date.tooFar' }];
  }
  const day = openingHours[weekdayOfDate(date)];
  if (day.closed || closedDates.has(date))
    return [{ field: 'appointment.appointmentDate', code: 'validation.branch.closed' }];
  if (!isSlotOpen(day, slot)) {
    return [{ field: 'appointment.appointmentTimeSlot', code: 'validation.branch.closed' }];
  }
  return [];
}
