import { distanceKm, type TBranch } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { toBranch } from '../branch-view';
import { findAllBranches } from '../repository';

export interface ListBranchesDeps {
  readonly db: Database;
}

/** The bank's branches (spec 3 external/info/branches), nearest first when a position is given. */
export function createListBranches(deps: ListBranchesDeps) {
  return async function list(position?: { lat: number; lon: number }): Promise<TBranch[]> {
    const branches = (await findAllBranches(deps.db)).map(toBranch);
    if (position === undefined) return branches;
    return branches
      .map((branch) => ({ branch, km: distanceKm(position, branch) }))
      .sort((a, b) => a.km - b.km)
      .map(({ branch }) => branch);
  };
}
