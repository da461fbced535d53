import {
  isOpenAt,
  localTimeIn,
  toWeeklyOpeningHours,
  type OpeningHours,
  type TOpeningHoursResponse,
} from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';

/** The work-free days of a year, "YYYY-MM-DD". */
export type HolidayCalendar = (year: number) => readonly string[];

export interface ReadOpeningHoursDeps {
  readonly clock: Clock;
  /** The bank's time zone: the hours and holidays are local to it. */
  readonly timeZone: string;
  readonly holidays: HolidayCalendar;
  readonly hours: OpeningHours;
}

/**
 * `GET external/info/openinghours` (spec 1 §4 "Opening-hours gate", §9): the weekly hours, this
 * year's and next year's holidays, and whether they are closed at this moment in the bank's time
 * zone.
 */
export function createReadOpeningHours(deps: ReadOpeningHoursDeps) {
  const { clock, timeZone, holidays, hours } = deps;
  return function readOpeningHours(): TOpeningHoursResponse {
    const now = localTimeIn(clock(), timeZone);
    const year = Number(now.date.slice(0, 4));
    const days = [...holidays(year), ...holidays(year + 1)];
    const closedStatus = days.includes(now.date) || !isOpenAt(now.weekday, now.time, hours);
    return {
      timeZone,
      openingHours: toWeeklyOpeningHours(hours),
      holidays: days,
      closedStatus,
    };
  };
}

export type ReadOpeningHours = ReturnType<typeof createReadOpeningHours>;
