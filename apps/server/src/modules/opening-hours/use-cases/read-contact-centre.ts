import { CONTACT_CENTRE, type TContactCentreResponse, type VariantId } from '@onboarding/domain';
import type { ReadOpeningHours } from './read-opening-hours';

export interface ReadContactCentreDeps {
  readonly variant: VariantId;
  readonly current: ReadOpeningHours;
}

/**
 * `GET external/info/contactcenter` (decision 183): the contact centre's phone numbers and e-mail
 * (per variant, the page footer's) with the answer of `external/info/openinghours`: the contact
 * centre and the video advisers keep the same hours (spec 1 §9).
 */
export function createReadContactCentre({ variant, current }: ReadContactCentreDeps) {
  return function readContactCentre(): TContactCentreResponse {
    const contact = CONTACT_CENTRE[variant];
    return {
      ...current(),
      phoneNumbers: [...contact.phoneNumbers],
      email: contact.email,
    };
  };
}
