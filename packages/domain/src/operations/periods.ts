import { addDays, localTimeIn } from '../local-time';
// The bank's midnight, kept once with the weekly sampling's periods.
import { startOfLocalDay } from '../quality-review/sampling';

/** Decision 271: the funnel's periods, each ending now and starting at a local midnight. */
export const FUNNEL_PERIODS = ['TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS'] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];

const DAYS_IN_PERIOD: Readonly<Record<FunnelPeriod, number>> = {
  TODAY: 1,
  LAST_7_DAYS: 7,
  LAST_30_DAYS: 30,
};

/** The start of `period` at `now`: today's local midnight, or that of 6 or 29 days before. */
export function periodStart(period: FunnelPeriod, now: Date, timeZone: string): Date {
  const today = localTimeIn(now, timeZone).date;
  return startOfLocalDay(addDays(today, 1 - DAYS_IN_PERIOD[period]), timeZone);
}
