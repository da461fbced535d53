import { SWITCH_TARGET_PROCESS, type TSwitchOffer } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { DossiersService } from '../../dossiers/service';
import type { LoansService } from '../../loans/service';
import type { ProductsService } from '../../products/service';
import { SWITCH_FROM_STATE, type Owner } from '../switch-state';

export interface ReadSwitchOfferDeps {
  readonly db: Database;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly longProcesses: Pick<DossiersService, 'get'>;
  readonly loans: Pick<LoansService, 'assessmentOf'>;
}

const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such long process.' });

/** `GET processes/longprocesses/{id}/switch`: may the loan of this risk run switch, to what. */
export function createReadSwitchOffer(deps: ReadSwitchOfferDeps) {
  const { db, products, longProcesses, loans } = deps;
  return async function switchOffer(owner: Owner, longProcessId: string): Promise<TSwitchOffer> {
    // The owner's run only: another applicant's is as unknown as a made-up id.
    const run = await longProcesses.get(owner, longProcessId);
    const assessment = await loans.assessmentOf(run.prospectId);
    if (assessment === null || assessment.longProcessId !== run.id) throw notFound();
    const product = await products.forProspect(db, run.prospectId);
    return {
      longProcessId: run.id,
      // A run a supervisor cancelled offers nothing more (the screen offers contact instead).
      canSwitch: product?.productState === SWITCH_FROM_STATE && run.state !== 'CANCELLED',
      to: SWITCH_TARGET_PROCESS,
      outcome: assessment.outcome,
    };
  };
}
