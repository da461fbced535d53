import { z } from 'zod';
import type { TBranchDayHours, TBranchOpeningHours } from './branches';
import { ZBranchOpeningHours } from './branches';
import type { DayHours, OpeningHours } from './opening-hours';
import { WEEKDAYS } from './opening-hours';

/**
 * One weekday of an opening-hours answer (spec 3 "Opening hours": per-weekday hours): the same
 * shape as a branch's week in `external/info/branches` (branches.ts).
 */
export type TDayOpeningHours = TBranchDayHours;

const ZCalendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `GET external/info/openinghours`: the call centre's and video operators' week in the bank's
 * time zone, the work-free holidays of this year and the next, and whether it is closed now.
 */
export const ZOpeningHoursResponse = z.object({
  timeZone: z.string(),
  openingHours: ZBranchOpeningHours,
  holidays: z.array(ZCalendarDate),
  closedStatus: z.boolean(),
});
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
