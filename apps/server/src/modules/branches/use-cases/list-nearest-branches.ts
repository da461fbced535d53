import {
  orderByDistance,
  type TBranchListing,
  type TNearestBranchRequest,
} from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { ListingsAt } from '../branch-listing';
import type { BranchesService } from '../service';

export interface ListNearestBranchesDeps {
  readonly clock: Clock;
  readonly branches: Pick<BranchesService, 'list'>;
  readonly listingsAt: ListingsAt;
}

/** `POST processes/nearestbranch` (decision 144): every branch nearest first, with its distance. */
export function createListNearestBranches(deps: ListNearestBranchesDeps) {
  return async function nearest(position: TNearestBranchRequest): Promise<TBranchListing[]> {
    const listing = deps.listingsAt(deps.clock());
    return orderByDistance(await deps.branches.list(), position).map(({ distanceKm, ...branch }) =>
      listing(branch, distanceKm),
    );
  };
}
