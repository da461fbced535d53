import type { TSelectLoanResponse } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { DossiersService } from '../../dossiers/service';
import { notFound } from '../errors';
import type { Owner } from '../own-loan';
import type { createChooseLoanOffer, LoanOfferChoice } from './choose-loan-offer';

export interface SelectLoanOfRunDeps {
  readonly dossiers: Pick<DossiersService, 'requireOwnRun'>;
  readonly chooseLoanOffer: ReturnType<typeof createChooseLoanOffer>;
}

/** `POST processes/longprocesses/{id}/loan`: the same choice by the risk run's id. */
export function createSelectLoanOfRun(deps: SelectLoanOfRunDeps) {
  const { dossiers, chooseLoanOffer } = deps;
  return async function selectLoanOfRun(
    owner: Owner,
    runId: string,
    request: LoanOfferChoice,
    context: RequestContext,
  ): Promise<TSelectLoanResponse> {
    const run = await dossiers.requireOwnRun(owner, runId);
    if (run.kind !== 'risk') throw notFound('long process');
    return chooseLoanOffer(owner, run.prospectId, request, context);
  };
}
