import type { VariantId } from '@onboarding/domain';
import type { Database } from '../../infra/db/database';
import { createFindBranch } from './use-cases/find-branch';
import { createListBranches } from './use-cases/list-branches';

/** The bank's branches (spec 3 external/info/branches), nearest first when a position is given. */
export function createBranchesService(deps: {
  readonly db: Database;
  /** The variant whose branches are offered (decision 236). */
  readonly variant: VariantId;
}) {
  return {
    list: createListBranches(deps),
    get: createFindBranch(deps),
  };
}

export type BranchesService = ReturnType<typeof createBranchesService>;
