import type { TBranch } from '@onboarding/domain';
import type { Database, Transaction } from '../../../infra/db/database';
import { toBranch } from '../branch-view';
import { findBranch } from '../repository';

export interface FindBranchDeps {
  readonly db: Database;
}

/** One branch by its id, null for an unknown one. */
export function createFindBranch(deps: FindBranchDeps) {
  return async function get(
    id: string,
    tx: Database | Transaction = deps.db,
  ): Promise<TBranch | null> {
    const row = await findBranch(tx, id);
    return row === null ? null : toBranch(row);
  };
}
