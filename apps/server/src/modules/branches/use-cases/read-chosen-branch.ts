import type { TChosenBranch } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { BranchChooser, RequireOwnProspect } from '../branch-choice-ports';
import { findProspectBranch } from '../repository';
import type { BranchesService } from '../service';

export interface ReadChosenBranchDeps {
  readonly db: Database;
  readonly branches: Pick<BranchesService, 'get'>;
  readonly requireOwnProspect: RequireOwnProspect;
}

/** `GET onboarding/prospects/{id}/branch` (decision 144): the branch chosen, for the welcome page. */
export function createReadChosenBranch(deps: ReadChosenBranchDeps) {
  const { db, branches } = deps;
  return async function chosenOf(
    user: Pick<BranchChooser, 'userId'>,
    prospectId: string,
  ): Promise<TChosenBranch> {
    await deps.requireOwnProspect(db, user, prospectId);
    const stored = await findProspectBranch(db, prospectId);
    if (stored === null) return { chosen: null };
    const branch = await branches.get(stored.branchId);
    return {
      chosen: branch === null ? null : { branch, chosenAt: stored.chosenAt.toISOString() },
    };
  };
}
