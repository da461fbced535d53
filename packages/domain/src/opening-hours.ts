import { z } from 'zod';
import { lazily } from './lazily';
import { isVideoChatPath } from './page-frame';
import type { RoutePath } from './routes';
import { ROUTES, stripTrailingSlash } from './routes';
import { WEEKDAYS, type Weekday } from './weekdays';

export { WEEKDAYS, type Weekday } from './weekdays';
export const weekdaySchema = lazily(() => z.enum(WEEKDAYS));
export const ZWeekday = /* @__PURE__ */ weekdaySchema();

/** Opening and closing time, 24-hour "HH:mm" in the variant's time zone; closing is exclusive. */
export interface DayHours {
  readonly from: string;
  readonly to: string;
}

const WEEKDAY_HOURS: DayHours = { from: '08:00', to: '21:00' };
const WEEKEND_HOURS: DayHours = { from: '10:00', to: '18:00' };

/** spec 1 §9: call-centre and video operator hours. Null would mean closed all day. */
export const OPERATOR_OPENING_HOURS = {
  MONDAY: WEEKDAY_HOURS,
  TUESDAY: WEEKDAY_HOURS,
  WEDNESDAY: WEEKDAY_HOURS,
  THURSDAY: WEEKDAY_HOURS,
  FRIDAY: WEEKDAY_HOURS,
  SATURDAY: WEEKEND_HOURS,
  SUNDAY: WEEKEND_HOURS,
} as const satisfies Readonly<Record<Weekday, DayHours | null>>;

export type OpeningHours = Readonly<Record<Weekday, DayHours | null>>;

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** The weekday of a JavaScript Date.getDay() value (0 = Sunday); null outside 0 to 6. */
export function weekdayFromJsDay(jsDay: number): Weekday | null {
  if (!Number.isInteger(jsDay) || jsDay < 0 || jsDay > 6) return null;
  return WEEKDAYS[(jsDay + 6) % 7] ?? null;
}

/**
 * Whether the operators are available at a local time ("HH:mm") on a weekday. The caller converts
 * the instant to the variant's time zone first, keeping this function free of clocks and zones.
 */
export function isOpenAt(
  weekday: Weekday,
  time: string,
  hours: OpeningHours = OPERATOR_OPENING_HOURS,
): boolean {
  const day = hours[weekday];
  if (day === null) return false;
  const at = minutesOf(time);
  return at >= minutesOf(day.from) && at < minutesOf(day.to);
}

export interface OpeningHoursGateInput {
  /** closedStatus of the loaded opening hours. */
  readonly closed: boolean;
  /** The applicant chose to continue without the virtual branch (continueNoVirtualBranch). */
  readonly continueChosen: boolean;
  readonly path: string;
}

/**
 * spec 1 §4 opening-hours gate: when the branch is closed and the applicant is in the video-chat
 * part or has not chosen to continue, they go to the call-centre-closed page (unless already there).
 */
export function openingHoursGateRedirect(input: OpeningHoursGateInput): RoutePath | null {
  const { closed, continueChosen, path } = input;
  if (!closed || stripTrailingSlash(path) === ROUTES.callCenterClosed) return null;
  return isVideoChatPath(path) || !continueChosen ? ROUTES.callCenterClosed : null;
}

const DAY_ABBREVIATIONS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
const HOUR_RANGE = /^([01]\d|2[0-3]):([0-5]\d)-(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Open every day and every hour, holidays included (a bank that staffs its video desk around the clock). */
export const ALWAYS_OPEN = 'always';
/** Closed on every day (video identification paused). */
export const NEVER_OPEN = 'never';

export type ParsedOperatorHours =
  | { readonly ok: true; readonly hours: OpeningHours; readonly ignoreHolidays: boolean }
  | { readonly ok: false; readonly problem: string };

/**
 * The bank's own operator hours (configuration `OPERATOR_HOURS`): `always`, or day ranges with a
 * time range separated by semicolons, e.g. `MON-FRI 08:00-21:00; SAT-SUN 10:00-18:00` (the spec's
 * hours), or `never` (video identification paused). Days not named are closed; a later entry for a
 * day replaces an earlier one.
 */
export function parseOperatorHours(text: string): ParsedOperatorHours {
  const trimmed = text.trim();
  const allDay: DayHours = { from: '00:00', to: '24:00' };
  if (trimmed.toLowerCase() === ALWAYS_OPEN) {
    const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, allDay])) as Record<
      Weekday,
      DayHours
    >;
    return { ok: true, hours, ignoreHolidays: true };
  }
  if (trimmed.toLowerCase() === NEVER_OPEN) {
    const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as Record<Weekday, null>;
    return { ok: true, hours, ignoreHolidays: false };
  }
  const hours: Record<Weekday, DayHours | null> = {
    MONDAY: null,
    TUESDAY: null,
    WEDNESDAY: null,
    THURSDAY: null,
    FRIDAY: null,
    SATURDAY: null,
    SUNDAY: null,
  };
  const dayIndex = (name: string) =>
    DAY_ABBREVIATIONS.indexOf(name as (typeof DAY_ABBREVIATIONS)[number]);
  for (const entry of trimmed
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [days = '', range = '', ...rest] = entry.toUpperCase().split(/\s+/);
    const [first = '', last = first] = days.split('-');
    const from = dayIndex(first);
    const to = dayIndex(last);
    const times = HOUR_RANGE.exec(range);
    if (rest.length > 0 || from < 0 || to < from || times === null) {
      return { ok: false, problem: `'${entry}' is not like 'MON-FRI 08:00-21:00'` };
    }
    const [start = '', end = ''] = range.split('-');
    if (minutesOf(end) <= minutesOf(start)) {
      return { ok: false, problem: `'${entry}' closes before it opens` };
    }
    for (let index = from; index <= to; index += 1) {
      const day = WEEKDAYS[index];
      if (day !== undefined) hours[day] = { from: start, to: end };
    }
  }
  return { ok: true, hours, ignoreHolidays: false };
}
