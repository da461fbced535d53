import type { TSelectLoanRequest, TSelectLoanResponse } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Owner } from '../own-loan';
import type { createChooseLoanOffer } from './choose-loan-offer';

export interface SelectLoanDeps {
  readonly chooseLoanOffer: ReturnType<typeof createChooseLoanOffer>;
}

/** `POST user/selectloan`. */
export function createSelectLoan(deps: SelectLoanDeps) {
  const { chooseLoanOffer } = deps;
  return async function selectLoan(
    owner: Owner,
    { prospectId, ...choice }: TSelectLoanRequest,
    context: RequestContext,
  ): Promise<TSelectLoanResponse> {
    return chooseLoanOffer(owner, prospectId, choice, context);
  };
}
