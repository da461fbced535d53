import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { VariantId } from '@onboarding/domain';
import type {
  AfterBranchChosen,
  HomeOf,
  ProcessesOf,
  ProductStateOf,
  RequireOwnProspect,
} from './branch-choice-ports';
import { createBranchListing } from './branch-listing';
import type { BranchesService } from './service';
import { createChooseBranch } from './use-cases/choose-branch';
import { createListBranchDays } from './use-cases/list-branch-days';
import { createListNearestBranches } from './use-cases/list-nearest-branches';
import { createReadChosenBranch } from './use-cases/read-chosen-branch';

export type { BranchChooser } from './branch-choice-ports';

/** What the branch choice needs of the prospects, products and welcome modules (decision 144). */
export interface BranchChoiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The bank's time zone: "today" and "now" are local to the branches. */
  readonly timeZone: string;
  /** The variant, whose postal codes name the applicant's place and region (decision 239). */
  readonly variant: VariantId;
  /** Where the applicant lives, to list the branches nearest first (decision 239). */
  readonly homeOf: HomeOf;
  /** The bank's closing days of a year ("YYYY-MM-DD"): public holidays and its own. */
  readonly holidays: (year: number) => readonly string[];
  readonly branches: Pick<BranchesService, 'list' | 'get'>;
  /** The session's own prospect, else 404 (prospects.requireOwn). */
  readonly requireOwnProspect: RequireOwnProspect;
  /** The state of the prospect's product (products.forProspect), null when it has none. */
  readonly productStateOf: ProductStateOf;
  /** The account's processes, to find the one waiting for a branch when the page names none. */
  readonly processesOf: ProcessesOf;
  /**
   * The welcome module's next move (decision 140), in the choice's transaction: the penny
   * transfer for DAYPOSIT, the active product otherwise. A failure there undoes the choice.
   */
  readonly afterBranchChosen: AfterBranchChosen;
}

/**
 * The branch choice of /choosebranch (decision 144, spec 3 §7 `branchinfolist`, `nearestbranch`,
 * `userbranch`): the list with each branch's day today, nearest first from a position, and the
 * choice, stored with its audit record in the transaction that moves the product on.
 */
export function createBranchChoiceService(deps: BranchChoiceDeps) {
  // One listing for both lists: each year's holidays are read once.
  const listingsAt = createBranchListing(deps);
  return {
    list: createListBranchDays({ ...deps, listingsAt }),
    nearest: createListNearestBranches({ ...deps, listingsAt }),
    choose: createChooseBranch(deps),
    chosenOf: createReadChosenBranch(deps),
  };
}

export type BranchChoiceService = ReturnType<typeof createBranchChoiceService>;
