import {
  OPERATOR_OPENING_HOURS,
  WEEKDAYS,
  isOpenAt,
  slovenianPublicHolidays,
  toWeeklyOpeningHours,
  type OpeningHours,
  type TOpeningHoursResponse,
  type VariantId,
  type Weekday,
} from '@onboarding/domain';
import type { Clock } from '../../infra/clock';

/** The work-free days of a year, "YYYY-MM-DD". */
export type HolidayCalendar = (year: number) => readonly string[];

/**
 * Each variant's public holidays: Slovenia's work-free days (packages/domain). The Albanian
 * variant has no calendar yet, so its call centre keeps its weekly hours on holidays.
 */
export const HOLIDAY_CALENDARS: Readonly<Record<VariantId, HolidayCalendar>> = {
  si: (year) => slovenianPublicHolidays(year).map((holiday) => holiday.date),
  al: () => [],
};

export interface OpeningHoursServiceDeps {
  readonly clock: Clock;
  /** The bank's time zone: the hours and holidays are local to it. */
  readonly timeZone: string;
  readonly holidays: HolidayCalendar;
  readonly hours?: OpeningHours;
}

interface LocalTime {
  /** "YYYY-MM-DD" */
  readonly date: string;
  readonly weekday: Weekday;
  /** "HH:mm" */
  readonly time: string;
}

/** The calendar date, weekday and time of an instant in a time zone. */
export function localTimeIn(instant: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'long',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const weekday = WEEKDAYS.find((day) => day === part('weekday').toUpperCase()) ?? 'MONDAY';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday,
    time: `${part('hour')}:${part('minute')}`,
  };
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
