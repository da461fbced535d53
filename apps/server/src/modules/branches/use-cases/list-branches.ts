import {
  distanceKm,
  orderBranchesNearHome,
  VARIANTS,
  type Language,
  type TBranch,
  type VariantId,
} from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { toBranch } from '../branch-view';
import { findAllBranches } from '../repository';

export interface ListBranchesDeps {
  readonly db: Database;
  /** Only this variant's branches are listed (decision 236). */
  readonly variant: VariantId;
}

/** The bank's branches (spec 3 external/info/branches), nearest first when a position is given. */
export function createListBranches(deps: ListBranchesDeps) {
  return async function list(
    position?: { lat: number; lon: number },
    language: Language = VARIANTS[deps.variant].defaultLanguage,
  ): Promise<TBranch[]> {
    const branches = (await findAllBranches(deps.db, deps.variant)).map(toBranch);
    // Without a position: by place and street in the reader's alphabet (decision 239).
    if (position === undefined)
      return orderBranchesNearHome(branches, null, deps.variant, language);
    return branches
      .map((branch) => ({ branch, km: distanceKm(position, branch) }))
      .sort((a, b) => a.km - b.km)
      .map(({ branch }) => branch);
  };
}
