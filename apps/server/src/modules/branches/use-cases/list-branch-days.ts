import { orderBranchesNearHome, type TBranchListing, type VariantId } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { ListingsAt } from '../branch-listing';
import type { BranchChooser, HomeOf } from '../branch-choice-ports';
import type { BranchesService } from '../service';

export interface ListBranchDaysDeps {
  readonly clock: Clock;
  readonly branches: Pick<BranchesService, 'list'>;
  readonly listingsAt: ListingsAt;
  readonly variant: VariantId;
  readonly homeOf: HomeOf;
}

/**
 * `POST processes/branchinfolist` (decision 144): every branch with its day today, those of the
 * applicant's postal place and region first (decision 239), in the applicant's alphabet.
 */
export function createListBranchDays(deps: ListBranchDaysDeps) {
  return async function list(user: BranchChooser): Promise<TBranchListing[]> {
    const [branches, home] = await Promise.all([deps.branches.list(), deps.homeOf(user)]);
    const listing = deps.listingsAt(deps.clock());
    return orderBranchesNearHome(branches, home, deps.variant, user.session.language).map(
      (branch) => listing(branch, null),
    );
  };
}
