import { addDays, localTimeIn, startOfLocalDay } from '../local-time';
import { WEEKDAYS } from '../weekdays';

/**
 * Quality assurance of finished identifications (EBA/GL/2022/15, decision 269): a share of them is
 * drawn at random for a supervisor's review, and every operator is covered each week.
 */

/** The share drawn when the configuration names none: 5 % of the finished identifications. */
export const QUALITY_REVIEW_DEFAULT_SHARE_PERCENT = 5;

/** A draw is a whole number from 0 to QUALITY_DRAW_SCALE − 1 (a hundredth of a per cent each). */
export const QUALITY_DRAW_SCALE = 10_000;

/** How an identification came into the review queue: drawn at its end, or the week's cover. */
export const QUALITY_SAMPLE_REASONS = ['SHARE', 'WEEKLY'] as const;
export type QualitySampleReason = (typeof QUALITY_SAMPLE_REASONS)[number];

/**
 * Whether one finished identification goes to review: `roll` is a uniform random whole number in
 * [0, QUALITY_DRAW_SCALE), so a share of p % draws p × 100 of every 10,000 rolls.
 */
export function isDrawnForReview(sharePercent: number, roll: number): boolean {
  if (!Number.isInteger(roll) || roll < 0 || roll >= QUALITY_DRAW_SCALE) {
    throw new RangeError(`a draw is a whole number below ${QUALITY_DRAW_SCALE}, got ${roll}`);
  }
  return roll < Math.round(sharePercent * (QUALITY_DRAW_SCALE / 100));
}

// Kept here too for the callers that took it from this file before it moved to local-time.ts.
export { startOfLocalDay };

/** A span of time [from, to). */
export interface Period {
  readonly from: Date;
  readonly to: Date;
}

/**
 * The last whole week (Monday to Sunday, the bank's calendar) before `now`: the week the weekly
 * cover looks at when it runs on a Monday.
 */
export function weekBefore(now: Date, timeZone: string): Period {
  const today = localTimeIn(now, timeZone);
  const thisMonday = addDays(today.date, -WEEKDAYS.indexOf(today.weekday));
  return {
    from: startOfLocalDay(addDays(thisMonday, -7), timeZone),
    to: startOfLocalDay(thisMonday, timeZone),
  };
}

/** A calendar month, "YYYY-MM", as the report is asked for. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month ("YYYY-MM") of an instant on the bank's calendar. */
export function monthOf(instant: Date, timeZone: string): string {
  return localTimeIn(instant, timeZone).date.slice(0, 7);
}

/** A calendar month ("YYYY-MM") in the bank's time zone, as [first day 00:00, next first day). */
export function monthPeriod(month: string, timeZone: string): Period {
  if (!MONTH_PATTERN.test(month)) throw new RangeError(`a month is YYYY-MM, got ${month}`);
  const [year = 0, number = 0] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return {
    from: startOfLocalDay(`${month}-01`, timeZone),
    to: startOfLocalDay(`${next}-01`, timeZone),
  };
}
