import type { TBranchListing } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { ListingsAt } from '../branch-listing';
import type { BranchesService } from '../service';

export interface ListBranchDaysDeps {
  readonly clock: Clock;
  readonly branches: Pick<BranchesService, 'list'>;
  readonly listingsAt: ListingsAt;
}

/** `POST processes/branchinfolist` (decision 144): every branch with its day today, by name. */
export function createListBranchDays(deps: ListBranchDaysDeps) {
  return async function list(): Promise<TBranchListing[]> {
    const listing = deps.listingsAt(deps.clock());
    return (await deps.branches.list()).map((branch) => listing(branch, null));
  };
}
