import type { TContactCentreResponse, TCreditor } from '@onboarding/domain';
import type { ReadOpeningHours } from './read-opening-hours';

export interface ReadContactCentreDeps {
  /** The bank's identity (decision 229): its phone and e-mail are the contact centre's. */
  readonly creditor: Pick<TCreditor, 'phone' | 'email'>;
  readonly current: ReadOpeningHours;
}

/**
 * `GET external/info/contactcenter` (decision 183): the contact centre's phone number and e-mail
 * (the configured bank's, as the page footer shows them, decision 229) with the answer of
 * `external/info/openinghours`: the contact centre and the video advisers keep the same hours
 * (spec 1 §9).
 */
export function createReadContactCentre({ creditor, current }: ReadContactCentreDeps) {
  return function readContactCentre(): TContactCentreResponse {
    return { ...current(), phoneNumbers: [creditor.phone], email: creditor.email };
  };
}
