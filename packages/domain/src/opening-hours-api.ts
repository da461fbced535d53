import { z } from 'zod';
import { lazily } from './lazily';
import type { TBranchDayHours, TBranchOpeningHours } from './branches';
import { branchOpeningHoursSchema } from './branches';
import type { DayHours, OpeningHours, Weekday } from './opening-hours';
import { addDays, localTimeIn } from './local-time';
import { WEEKDAYS, weekdayFromJsDay } from './opening-hours';

/**
 * One weekday of an opening-hours answer (spec 3 "Opening hours": per-weekday hours): the same
 * shape as a branch's week in `external/info/branches` (branches.ts).
 */
export type TDayOpeningHours = TBranchDayHours;

const calendarDateSchema = lazily(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * `GET external/info/openinghours`: the call centre's and video operators' week in the bank's
 * time zone, the work-free holidays of this year and the next, and whether it is closed now.
 */
export const openingHoursResponseSchema = lazily(() =>
  z.object({
    timeZone: z.string(),
    openingHours: branchOpeningHoursSchema(),
    holidays: z.array(calendarDateSchema()),
    closedStatus: z.boolean(),
  }),
);
export const ZOpeningHoursResponse = /* @__PURE__ */ openingHoursResponseSchema();
export type TOpeningHoursResponse = z.infer<typeof ZOpeningHoursResponse>;

/** "08:00" → "0800". */
function compactTime(time: string): string {
  return time.replace(':', '');
}

/** One day of OPERATOR_OPENING_HOURS in the answer's shape; null (closed all day) is `closed`. */
export function toDayOpeningHours(day: DayHours | null): TDayOpeningHours {
  return {
    openFrom: day === null ? null : compactTime(day.from),
    openTo: day === null ? null : compactTime(day.to),
    hasPause: false,
    pauseFrom: null,
    pauseTo: null,
    closed: day === null,
  };
}

export function toWeeklyOpeningHours(hours: OpeningHours): TBranchOpeningHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, toDayOpeningHours(hours[day])]),
  ) as TBranchOpeningHours;
}

/** "0800" → "08:00", for display and for isOpenAt. */
export function expandCompactTime(time: string): string {
  return `${time.slice(0, 2)}:${time.slice(2, 4)}`;
}

/** Two weeks always hold an opening day unless the bank closes for longer (then none is named). */
const LOOK_AHEAD_DAYS = 14;

export interface NextOpening {
  /** The calendar day in the bank's time zone, YYYY-MM-DD. */
  readonly date: string;
  readonly weekday: Weekday;
  /** HH:MM in the bank's time zone. */
  readonly from: string;
  /** 0 today, 1 tomorrow, … */
  readonly inDays: number;
}

/**
 * When the video advisers are next available (opening hours and holidays of decision 064): the
 * first day from today, in the bank's time zone, that is neither closed nor a holiday and whose
 * hours are still ahead.
 */
export function nextOpening(hours: TOpeningHoursResponse, now: Date): NextOpening | null {
  const today = localTimeIn(now, hours.timeZone);
  for (let inDays = 0; inDays < LOOK_AHEAD_DAYS; inDays += 1) {
    const date = addDays(today.date, inDays);
    const weekday = weekdayFromJsDay(new Date(`${date}T12:00:00Z`).getUTCDay());
    if (weekday === null || hours.holidays.includes(date)) continue;
    const day = hours.openingHours[weekday];
    if (day.closed || day.openFrom === null || day.openTo === null) continue;
    const from = expandCompactTime(day.openFrom);
    const to = expandCompactTime(day.openTo);
    if (inDays === 0 && today.time >= to) continue;
    return { date, weekday, from: inDays === 0 && today.time > from ? today.time : from, inDays };
  }
  return null;
}
