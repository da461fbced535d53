import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import type { EligibilityService } from '../../eligibility/service';
import type { ProductsService } from '../../products/service';
import { toAnswers } from '../consent-answers';
import { findConsents } from '../repository';

export interface DecideEligibilityDeps {
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly eligibility: Pick<EligibilityService, 'decide'>;
}

/**
 * Decides eligibility on the legal answers given (decision 131): called in the transaction
 * that accepts the consent documents.
 */
export function createDecideEligibility(deps: DecideEligibilityDeps) {
  const { products, eligibility } = deps;
  return async function decideEligibility(
    tx: Transaction,
    subject: { readonly prospectId: string; readonly actorId: string },
    context: RequestContext,
  ) {
    const given = await findConsents(tx, subject.prospectId);
    if (given === null) {
      throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
        message: 'The consents have not been given yet.',
      });
    }
    const product = await products.forProspect(tx, subject.prospectId);
    return eligibility.decide(
      tx,
      {
        prospectId: subject.prospectId,
        packageName: product?.packageName ?? null,
        responses: toAnswers(given).questionResponses,
        actorId: subject.actorId,
      },
      context,
    );
  };
}
