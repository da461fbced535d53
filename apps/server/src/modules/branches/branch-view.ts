import type { TBranch } from '@onboarding/domain';
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
    phone: row.phone,
    openingHours: row.openingHours,
  };
}
