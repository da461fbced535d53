import { distanceKm, type TBranch } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import { type BranchRow, findAllBranches, findBranch } from './repository';

function toBranch(row: BranchRow): TBranch {
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

/** The bank's branches (spec 3 external/info/branches), nearest first when a position is given. */
export function createBranchesService({ db }: { readonly db: Database }) {
  return {
    async list(position?: { lat: number; lon: number }): Promise<TBranch[]> {
      const branches = (await findAllBranches(db)).map(toBranch);
      if (position === undefined) return branches;
      return branches
        .map((branch) => ({ branch, km: distanceKm(position, branch) }))
        .sort((a, b) => a.km - b.km)
        .map(({ branch }) => branch);
    },

    async get(id: string, tx: Database | Transaction = db): Promise<TBranch | null> {
      const row = await findBranch(tx, id);
      return row === null ? null : toBranch(row);
    },
  };
}

export type BranchesService = ReturnType<typeof createBranchesService>;
