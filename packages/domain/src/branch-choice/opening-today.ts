import { z } from 'zod';
import type { TBranchDayHours, TBranchOpeningHours } from '../branches';
import { formatClockTime } from '../format/clock';
import { addDays, type LocalTime } from '../local-time';
import { WEEKDAYS, type Weekday, ZWeekday } from '../opening-hours';

/** A stretch of a day the branch is open, local "HH:mm"; `to` is exclusive ("24:00" at most). */
export const ZOpenInterval = z.object({ from: z.string(), to: z.string() });
export type TOpenInterval = z.infer<typeof ZOpenInterval>;

/**
 * Where a branch stands at the moment asked (in the bank's time zone): open (until `changesAt`),
 * in its pause (open again at `changesAt`), not yet open today (opens at `changesAt`), done for
 * today, or closed all day (its weekly day off, or a public or bank holiday).
 */
export const BRANCH_TODAY_STATUSES = [
  'OPEN',
  'PAUSE',
  'OPENS_LATER',
  'CLOSED_FOR_TODAY',
  'CLOSED_TODAY',
] as const;
export type BranchTodayStatus = (typeof BRANCH_TODAY_STATUSES)[number];

export const ZBranchToday = z.object({
  /** The local date asked about, "YYYY-MM-DD". */
  date: z.string(),
  /** Today's opening stretches in order (two with a pause), none on a closed day. */
  intervals: z.array(ZOpenInterval),
  status: z.enum(BRANCH_TODAY_STATUSES),
  /** OPEN: closes (or pauses) at; PAUSE: opens again at; OPENS_LATER: opens at; else null. */
  changesAt: z.string().nullable(),
  /** CLOSED_TODAY only: a holiday, or the branch's weekly closed day. */
  closedReason: z.enum(['HOLIDAY', 'WEEKLY']).nullable(),
  /** When closed for the rest of today: the next day and time it opens (within two weeks). */
  nextOpening: z.object({ date: z.string(), weekday: ZWeekday, time: z.string() }).nullable(),
});
export type TBranchToday = z.infer<typeof ZBranchToday>;

/** "0830" → "08:30"; "2400" (open until midnight) → "24:00". */
function clockTime(hhmm: string): string {
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The opening stretches of one weekday (spec 2 §3 openFrom, openTo, hasPause, pauseFrom,
 * pauseTo, closed). A pause outside the opening hours, or with a missing end, is ignored rather
 * than trusted: the branch is then shown open for the whole day it states.
 */
export function dayIntervals(day: TBranchDayHours): TOpenInterval[] {
  if (day.closed || day.openFrom === null || day.openTo === null) return [];
  const from = clockTime(day.openFrom);
  const to = clockTime(day.openTo);
  if (minutesOf(from) >= minutesOf(to)) return [];
  if (day.hasPause && day.pauseFrom !== null && day.pauseTo !== null) {
    const pauseFrom = clockTime(day.pauseFrom);
    const pauseTo = clockTime(day.pauseTo);
    const inside =
      minutesOf(from) < minutesOf(pauseFrom) &&
      minutesOf(pauseFrom) < minutesOf(pauseTo) &&
      minutesOf(pauseTo) < minutesOf(to);
    if (inside) {
      return [
        { from, to: pauseFrom },
        { from: pauseTo, to },
      ];
    }
  }
  return [{ from, to }];
}

export interface BranchTodayInput {
  readonly hours: TBranchOpeningHours;
  /** The moment asked about, already in the bank's time zone (localTimeIn). */
  readonly now: LocalTime;
  /** Whether a local date is a public or bank holiday (the domain's bankHolidays). */
  readonly isHoliday: (date: string) => boolean;
}

function weekdayAfter(weekday: Weekday, days: number): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(weekday) + days) % WEEKDAYS.length] ?? weekday;
}

/** Days looked ahead for the next opening: two weeks cover any holiday cluster (Christmas). */
const LOOK_AHEAD_DAYS = 14;

function nextOpeningAfter({
  hours,
  now,
  isHoliday,
}: BranchTodayInput): TBranchToday['nextOpening'] {
  for (let days = 1; days <= LOOK_AHEAD_DAYS; days += 1) {
    const date = addDays(now.date, days);
    const weekday = weekdayAfter(now.weekday, days);
    const [first] = isHoliday(date) ? [] : dayIntervals(hours[weekday]);
    if (first !== undefined) return { date, weekday, time: first.from };
  }
  return null;
}

/** "Open today" of a branch at a local moment: its hours today and where it stands now. */
export function branchToday(input: BranchTodayInput): TBranchToday {
  const { hours, now, isHoliday } = input;
  const holiday = isHoliday(now.date);
  const intervals = holiday ? [] : dayIntervals(hours[now.weekday]);
  const base = { date: now.date, intervals, closedReason: null, nextOpening: null } as const;
  if (intervals.length === 0) {
    return {
      ...base,
      status: 'CLOSED_TODAY',
      changesAt: null,
      closedReason: holiday ? 'HOLIDAY' : 'WEEKLY',
      nextOpening: nextOpeningAfter(input),
    };
  }
  const at = minutesOf(now.time);
  for (const [index, interval] of intervals.entries()) {
    if (at < minutesOf(interval.from)) {
      return { ...base, status: index === 0 ? 'OPENS_LATER' : 'PAUSE', changesAt: interval.from };
    }
    if (at < minutesOf(interval.to)) {
      return { ...base, status: 'OPEN', changesAt: interval.to };
    }
  }
  return {
    ...base,
    status: 'CLOSED_FOR_TODAY',
    changesAt: null,
    nextOpening: nextOpeningAfter(input),
  };
}

/** A message key of the `chooseBranch` section with its values, for the web to translate. */
export interface BranchMessage {
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
}

/** Today's hours as one line: "08:30–12:00, 13:00–16:30" (times are the same in every language). */
export function formatIntervals(intervals: readonly TOpenInterval[]): string {
  return intervals
    .map(({ from, to }) => `${formatClockTime(from)}–${formatClockTime(to)}`)
    .join(', ');
}

/**
 * What the list says about a branch now ("Open until 16:30", "Lunch break, open again at 13:00",
 * "Opens today at 08:30", "Closed today (public holiday), opens on Monday at 08:00"). Closed is
 * worded one way, whether the branch has closed for the day or did not open (decision 239).
 * `weekday` names come from `chooseBranch.weekdays.<WEEKDAY>`; the caller translates the key with
 * the values.
 */
export function branchTodayMessage(today: TBranchToday): BranchMessage {
  const time = formatClockTime(today.changesAt ?? '');
  switch (today.status) {
    case 'OPEN':
      return { key: 'chooseBranch.today.openUntil', values: { time } };
    case 'PAUSE':
      return { key: 'chooseBranch.today.pauseUntil', values: { time } };
    case 'OPENS_LATER':
      return { key: 'chooseBranch.today.opensAt', values: { time } };
    case 'CLOSED_FOR_TODAY':
    case 'CLOSED_TODAY': {
      const reason = today.closedReason === 'HOLIDAY' ? 'closedHoliday' : 'closedToday';
      if (today.nextOpening === null) return { key: `chooseBranch.today.${reason}`, values: {} };
      return {
        key: `chooseBranch.today.${reason}Reopens`,
        values: {
          weekday: today.nextOpening.weekday,
          time: formatClockTime(today.nextOpening.time),
        },
      };
    }
  }
}
