import type { ProductState, ProspectState } from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { Database, Transaction } from '../../infra/db/database';
import type { SessionUser } from '../../infra/session/session-store';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';

/** The applicant of a call (a session; the phone's hand-off never uploads statements). */
export type StatementsCaller = Pick<SessionUser, 'userId' | 'uid'> & {
  readonly session: SessionUser;
};

export interface StatementProspectDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'processesOf'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/** Where a loan takes its salary statement (decision 147): personal data in, product still new. */
const STEP_PROSPECT_STATE: ProspectState = 'PROSPECT_INFO_UPLOADED';
const STEP_PRODUCT_STATE: ProductState = 'PRODUCT_NEW';
const LOAN_PROCESS = 'PERSONALLOAN';

/** A prospect the caller may read statements of: their own personal loan (else 404 / 409). */
async function ownLoan(
  deps: StatementProspectDeps,
  tx: Database | Transaction,
  caller: StatementsCaller,
  prospectId: string,
) {
  const prospect = await deps.prospects.requireOwn(tx, caller, prospectId);
  if (prospect.processName !== LOAN_PROCESS) {
    throw new AppError(409, 'NOT_A_LOAN', { message: 'Statements belong to a personal loan.' });
  }
  return prospect;
}

/**
 * The prospect a call is about. Given: the caller's own loan (another's: 404). Absent (spec 3 §7
 * "empty" bodies): the caller's one loan at the statement step.
 */
export async function resolveProspect(
  deps: StatementProspectDeps,
  caller: StatementsCaller,
  prospectId: string | undefined,
): Promise<{ id: string; atStep: boolean }> {
  const { db, prospects, products } = deps;
  if (prospectId !== undefined) {
    const prospect = await ownLoan(deps, db, caller, prospectId);
    const product = await products.forProspect(db, prospect.id);
    return {
      id: prospect.id,
      atStep:
        prospect.state === STEP_PROSPECT_STATE && product?.productState === STEP_PRODUCT_STATE,
    };
  }
  const processes = await prospects.processesOf(caller.session);
  const atStep = processes.filter(
    (process) =>
      process.processName === LOAN_PROCESS &&
      process.prospectState === STEP_PROSPECT_STATE &&
      process.productState === STEP_PRODUCT_STATE,
  );
  const [only] = atStep;
  if (only === undefined || atStep.length > 1) {
    throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
      message:
        atStep.length > 1
          ? 'Several loans are at the salary statement: name the prospectId.'
          : 'No personal loan of yours is at the salary statement step.',
    });
  }
  return { id: only.prospectId, atStep: true };
}

/** The changing calls: the loan must be at the salary statement step (decision 147). */
export async function resolveProspectAtStep(
  deps: StatementProspectDeps,
  caller: StatementsCaller,
  prospectId: string | undefined,
): Promise<string> {
  const prospect = await resolveProspect(deps, caller, prospectId);
  if (!prospect.atStep) {
    throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
      message: `Statements are uploaded in ${STEP_PROSPECT_STATE} / ${STEP_PRODUCT_STATE} only.`,
    });
  }
  return prospect.id;
}
