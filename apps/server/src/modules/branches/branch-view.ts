import { formatPhoneNumber, type TBranch } from '@onboarding/domain';
import type { BranchRow } from './repository';

export function toBranch(row: BranchRow): TBranch {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    houseNumber: row.houseNumber,
    postalCode: row.postalCode,
    city: row.city,
    lat: row.lat,
    lon: row.lon,
    // Decision 235: sent in international grouping, so the pages print it as it comes.
    phone: formatPhoneNumber(row.phone),
    openingHours: row.openingHours,
  };
}
