import { OPERATOR_OPENING_HOURS, type OpeningHours, type TCreditor } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import { createReadContactCentre } from './use-cases/read-contact-centre';
import { createReadOpeningHours, type HolidayCalendar } from './use-cases/read-opening-hours';

export type { HolidayCalendar } from './use-cases/read-opening-hours';

export interface OpeningHoursServiceDeps {
  readonly clock: Clock;
  /** The bank's time zone: the hours and holidays are local to it. */
  readonly timeZone: string;
  readonly holidays: HolidayCalendar;
  readonly hours?: OpeningHours;
  /** The bank's identity: the contact centre answers with its phone and e-mail (decision 229). */
  readonly creditor: Pick<TCreditor, 'phone' | 'email'>;
}

/**
 * spec 1 §4 "Opening-hours gate", §9: the call centre's and video advisers' hours (Monday to Friday
 * 8:00–21:00, weekends 10:00–18:00, from packages/domain), this year's and next year's holidays,
 * and whether they are closed at this moment in the bank's time zone; and the contact centre,
 * which keeps the same hours (decision 183).
 */
export function createOpeningHoursService(deps: OpeningHoursServiceDeps) {
  const current = createReadOpeningHours({ ...deps, hours: deps.hours ?? OPERATOR_OPENING_HOURS });
  return {
    current,
    contactCentre: createReadContactCentre({ creditor: deps.creditor, current }),
  };
}

export type OpeningHoursService = ReturnType<typeof createOpeningHoursService>;
