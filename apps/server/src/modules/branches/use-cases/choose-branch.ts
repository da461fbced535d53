import type {
  ProductState,
  ProspectState,
  TUserBranchRequest,
  TUserBranchResult,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type {
  AfterBranchChosen,
  BranchChooser,
  ProcessesOf,
  ProductStateOf,
  RequireOwnProspect,
} from '../branch-choice-ports';
import { findProspectBranch, saveProspectBranch } from '../repository';
import type { BranchesService } from '../service';

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

export interface ChooseBranchDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly branches: Pick<BranchesService, 'get'>;
  readonly requireOwnProspect: RequireOwnProspect;
  readonly productStateOf: ProductStateOf;
  readonly processesOf: ProcessesOf;
  readonly afterBranchChosen: AfterBranchChosen;
}

/** Without a prospect named: the account's one process waiting for its branch. */
async function waitingProspectOf(processesOf: ProcessesOf, user: BranchChooser): Promise<string> {
  const waiting = (await processesOf(user)).filter(
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
}

/**
 * `POST processes/userbranch` (decision 144): stores the branch of the applicant's prospect (its
 * own, else 404; a known branch, else 400; PROSPECT_VERIFIED with the contracts signed, else 409)
 * and, in the same transaction, lets the welcome module move the product on.
 */
export function createChooseBranch(deps: ChooseBranchDeps) {
  const { db, clock, branches } = deps;
  return async function choose(
    user: BranchChooser,
    request: TUserBranchRequest,
    context: RequestContext,
  ): Promise<TUserBranchResult> {
    const prospectId = request.prospectId ?? (await waitingProspectOf(deps.processesOf, user));
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
  };
}
