import { loanTermsFromRequest, type TOfferChoice, type TOfferQuote } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { DossiersService } from '../../dossiers/service';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { quoteOf, requireOfferState } from '../offers';
import { requireOwnLoan, type Owner } from '../own-loan';
import { requireOfferAssessment } from '../risk-run';

export interface QuoteLoanOfferDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'find'>;
  readonly dossiers: Pick<DossiersService, 'runOfKind'>;
}

/** `PATCH onboarding/products/{id}/alternateoffer/update`: the sliders' offer; nothing changes. */
export function createQuoteLoanOffer(deps: QuoteLoanOfferDeps) {
  const { db } = deps;
  return async function quote(
    owner: Owner,
    productId: string,
    choice: TOfferChoice,
  ): Promise<TOfferQuote> {
    const product = await requireOwnLoan(deps, db, owner, productId);
    requireOfferState(product.productState);
    const { assessment } = await requireOfferAssessment(deps, db, product.prospectId);
    return quoteOf(assessment.facts, loanTermsFromRequest(choice));
  };
}
