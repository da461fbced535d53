import { localTimeIn } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';

export interface BankTodayDeps {
  readonly clock: Clock;
  /** The bank's time zone: "the last three full months" are the bank's calendar months. */
  readonly timeZone: string;
}

/** Today at the bank (YYYY-MM-DD), from which the months a statement must cover are counted. */
export function bankToday(deps: BankTodayDeps): string {
  return localTimeIn(deps.clock(), deps.timeZone).date;
}
