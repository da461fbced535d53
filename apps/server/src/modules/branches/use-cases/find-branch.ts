import type { TBranch, VariantId } from '@onboarding/domain';
import type { Database, Transaction } from '../../../infra/db/database';
import { toBranch } from '../branch-view';
import { findBranch } from '../repository';

export interface FindBranchDeps {
  readonly db: Database;
  readonly variant: VariantId;
}

/** One branch of the variant by its id, null for an unknown one (or another variant's). */
export function createFindBranch(deps: FindBranchDeps) {
  return async function get(
    id: string,
    tx: Database | Transaction = deps.db,
  ): Promise<TBranch | null> {
    const row = await findBranch(tx, id, deps.variant);
    return row === null ? null : toBranch(row);
  };
}
