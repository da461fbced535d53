import {
  OPERATOR_OPENING_HOURS,
  isOpenAt,
  toWeeklyOpeningHours,
  type OpeningHours,
  type TOpeningHoursResponse,
} from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import { localTimeIn } from '@onboarding/domain';

/** The work-free days of a year, "YYYY-MM-DD". */
export type HolidayCalendar = (year: number) => readonly string[];

export interface OpeningHoursServiceDeps {
  readonly clock: Clock;
  /** The bank's time zone: the hours and holidays are local to it. */
  readonly timeZone: string;
  readonly holidays: HolidayCalendar;
  readonly hours?: OpeningHours;
}

/**
 * spec 1 §4 "Opening-hours gate", §9: the call centre's and video advisers' hours (Monday to Friday
 * 8:00–21:00, weekends 10:00–18:00, from packages/domain), this year's and next year's holidays,
 * and whether they are closed at this moment in the bank's time zone.
 */
export function createOpeningHoursService(deps: OpeningHoursServiceDeps) {
  const hours = deps.hours ?? OPERATOR_OPENING_HOURS;
  return {
    current(): TOpeningHoursResponse {
      const now = localTimeIn(deps.clock(), deps.timeZone);
      const year = Number(now.date.slice(0, 4));
      const holidays = [...deps.holidays(year), ...deps.holidays(year + 1)];
      const closedStatus = holidays.includes(now.date) || !isOpenAt(now.weekday, now.time, hours);
      return {
        timeZone: deps.timeZone,
        openingHours: toWeeklyOpeningHours(hours),
        holidays,
        closedStatus,
      };
    },
  };
}
