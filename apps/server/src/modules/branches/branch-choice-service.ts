import {
  branchToday,
  localTimeIn,
  orderByDistance,
  type ProductState,
  type ProspectState,
  type TBranch,
  type TBranchListing,
  type TChosenBranch,
  type TNearestBranchRequest,
  type TUserBranchRequest,
  type TUserBranchResult,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import type { SessionUser } from '../../infra/session/session-store';
import { findProspectBranch, saveProspectBranch } from './repository';
import type { BranchesService } from './service';

/** The signed-in applicant choosing (an account may run several processes). */
export interface BranchChooser {
  readonly userId: string;
  readonly uid: string;
  readonly session: SessionUser;
}

/** What the branch choice needs of the prospects, products and welcome modules (decision 144). */
export interface BranchChoiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The bank's time zone: "today" and "now" are local to the branches. */
  readonly timeZone: string;
  /** The bank's closing days of a year ("YYYY-MM-DD"): public holidays and its own. */
  readonly holidays: (year: number) => readonly string[];
  readonly branches: Pick<BranchesService, 'list' | 'get'>;
  /** The session's own prospect, else 404 (prospects.requireOwn). */
  readonly requireOwnProspect: (
    tx: Database | Transaction,
    user: Pick<BranchChooser, 'userId'>,
    prospectId: string,
  ) => Promise<{ readonly id: string; readonly state: ProspectState }>;
  /** The state of the prospect's product (products.forProspect), null when it has none. */
  readonly productStateOf: (
    tx: Database | Transaction,
    prospectId: string,
  ) => Promise<ProductState | null>;
  /** The account's processes, to find the one waiting for a branch when the page names none. */
  readonly processesOf: (user: BranchChooser) => Promise<
    readonly {
      readonly prospectId: string;
      readonly prospectState: ProspectState;
      readonly productState: ProductState;
    }[]
  >;
  /**
   * The welcome module's next move (decision 140), in the choice's transaction: the penny
   * transfer for DAYPOSIT, the active product otherwise. A failure there undoes the choice.
   */
  readonly afterBranchChosen: (
    tx: Transaction,
    who: { readonly prospectId: string; readonly userId: string },
    context: RequestContext,
  ) => Promise<unknown>;
}

/** spec 1 §4 (decision 140): the branch is chosen once the contracts are signed. */
const CHOOSING_PROSPECT_STATE: ProspectState = 'PROSPECT_VERIFIED';
const CHOOSING_PRODUCT_STATE: ProductState = 'PRODUCT_DOCUMENTS_SIGNED';

const prospectConflict = () =>
  new AppError(409, 'PROSPECT_STATE_CONFLICT', {
    message: `The prospect is not in ${CHOOSING_PROSPECT_STATE}.`,
  });
const productConflict = () =>
  new AppError(409, 'PRODUCT_STATE_CONFLICT', {
    message: `The product is not in ${CHOOSING_PRODUCT_STATE}.`,
  });

/**
 * The branch choice of /choosebranch (issue 15, spec 3 §7 `branchinfolist`, `nearestbranch`,
 * `userbranch`): the list with each branch's day today, nearest first from a position, and the
 * choice, stored with its audit record in the transaction that moves the product on.
 */
export function createBranchChoiceService(deps: BranchChoiceDeps) {
  const { db, clock, timeZone, holidays, branches } = deps;
  const holidaysByYear = new Map<number, ReadonlySet<string>>();
  const isHoliday = (date: string) => {
    const year = Number(date.slice(0, 4));
    let days = holidaysByYear.get(year);
    if (days === undefined) {
      days = new Set(holidays(year));
      holidaysByYear.set(year, days);
    }
    return days.has(date);
  };

  /** The listing of each branch at one moment: every branch is judged at the same "now". */
  const listingsAt = (now: Date) => {
    const local = localTimeIn(now, timeZone);
    return (branch: TBranch, distanceKm: number | null): TBranchListing => ({
      ...branch,
      today: branchToday({ hours: branch.openingHours, now: local, isHoliday }),
      distanceKm,
    });
  };

  /** Without a prospect named: the account's one process waiting for its branch. */
  const waitingProspectOf = async (user: BranchChooser): Promise<string> => {
    const waiting = (await deps.processesOf(user)).filter(
      (process) =>
        process.prospectState === CHOOSING_PROSPECT_STATE &&
        process.productState === CHOOSING_PRODUCT_STATE,
    );
    const [only] = waiting;
    if (only === undefined) throw productConflict();
    if (waiting.length > 1) {
      throw new AppError(400, 'VALIDATION_FAILED', {
        message: 'Several processes wait for a branch: name the prospect.',
        fieldErrors: [{ field: 'prospectId', code: 'chooseBranch.validation.prospectRequired' }],
      });
    }
    return only.prospectId;
  };

  return {
    /** `POST processes/branchinfolist`: every branch with its day today, by name. */
    async list(): Promise<TBranchListing[]> {
      const listing = listingsAt(clock());
      return (await branches.list()).map((branch) => listing(branch, null));
    },

    /** `POST processes/nearestbranch`: every branch nearest first, with its distance. */
    async nearest(position: TNearestBranchRequest): Promise<TBranchListing[]> {
      const listing = listingsAt(clock());
      return orderByDistance(await branches.list(), position).map(({ distanceKm, ...branch }) =>
        listing(branch, distanceKm),
      );
    },

    /**
     * `POST processes/userbranch`: stores the branch of the applicant's prospect (its own, else
     * 404; a known branch, else 400; PROSPECT_VERIFIED with the contracts signed, else 409) and,
     * in the same transaction, lets the welcome module move the product on.
     */
    async choose(
      user: BranchChooser,
      request: TUserBranchRequest,
      context: RequestContext,
    ): Promise<TUserBranchResult> {
      const prospectId = request.prospectId ?? (await waitingProspectOf(user));
      return db.transaction(async (tx) => {
        const prospect = await deps.requireOwnProspect(tx, user, prospectId);
        const branch = await branches.get(request.localBankBranchId, tx);
        if (branch === null) {
          throw new AppError(400, 'VALIDATION_FAILED', {
            message: 'No such branch.',
            fieldErrors: [{ field: 'localBankBranchId', code: 'validation.branch.unknown' }],
          });
        }
        if (prospect.state !== CHOOSING_PROSPECT_STATE) throw prospectConflict();
        if ((await deps.productStateOf(tx, prospectId)) !== CHOOSING_PRODUCT_STATE) {
          throw productConflict();
        }
        const previous = await findProspectBranch(tx, prospectId);
        const chosenAt = clock();
        await saveProspectBranch(tx, { prospectId, branchId: branch.id, chosenAt });
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'branch.chosen',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: { branchId: branch.id, previousBranchId: previous?.branchId ?? null },
        });
        await deps.afterBranchChosen(tx, { prospectId, userId: user.userId }, context);
        const after = await deps.requireOwnProspect(tx, user, prospectId);
        const productState = await deps.productStateOf(tx, prospectId);
        return {
          prospectId,
          localBankBranchId: branch.id,
          chosenAt: chosenAt.toISOString(),
          prospectState: after.state,
          productState: productState ?? CHOOSING_PRODUCT_STATE,
        };
      });
    },

    /** `GET onboarding/prospects/{id}/branch`: the branch chosen, for the welcome page. */
    async chosenOf(
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
    },
  };
}

export type BranchChoiceService = ReturnType<typeof createBranchChoiceService>;
