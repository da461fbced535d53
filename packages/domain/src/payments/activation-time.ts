import { addDays, localTimeIn } from '../local-time';

/**
 * When a product funded by a penny transfer becomes active (spec 1 §9): about 2 hours after an
 * instant payment, otherwise about one working day. "Working day" is the bank's: not a Saturday
 * or Sunday, and not one of its closing days (holidays.ts `bankHolidays`).
 */
export const INSTANT_PAYMENT_ACTIVATION_HOURS = 2;

export interface ActivationTimes {
  /** With an instant payment: this many hours after the money arrives. */
  readonly instantHours: number;
  /** Otherwise by the end of this day, "YYYY-MM-DD" in the bank's time zone. */
  readonly nextWorkingDay: string;
}

/** The bank's closing days of a year, "YYYY-MM-DD" (holidays.ts `bankHolidays` of the variant). */
export type ClosingDays = (year: number) => readonly string[];

function isWorkingDay(date: string, closingDays: ClosingDays): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !closingDays(Number(date.slice(0, 4))).includes(date);
}

/** The first working day after the local date of `instant` in the bank's time zone. */
export function nextWorkingDay(instant: Date, timeZone: string, closingDays: ClosingDays): string {
  let date = addDays(localTimeIn(instant, timeZone).date, 1);
  // A year has at most a few dozen closing days in a row; a year of them is a misconfiguration.
  for (let guard = 0; guard < 366 && !isWorkingDay(date, closingDays); guard += 1) {
    date = addDays(date, 1);
  }
  return date;
}

/** What the penny-transfer page tells the applicant when paying at `instant`. */
export function activationTimes(
  instant: Date,
  timeZone: string,
  closingDays: ClosingDays,
): ActivationTimes {
  return {
    instantHours: INSTANT_PAYMENT_ACTIVATION_HOURS,
    nextWorkingDay: nextWorkingDay(instant, timeZone, closingDays),
  };
}
