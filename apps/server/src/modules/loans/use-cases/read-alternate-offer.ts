import type { TOfferQuote } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { DossiersService } from '../../dossiers/service';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { quoteOf, requireOfferState } from '../offers';
import { requireOwnLoan, type Owner } from '../own-loan';
import { requireOfferAssessment } from '../risk-run';

export interface ReadAlternateOfferDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'find'>;
  readonly dossiers: Pick<DossiersService, 'runOfKind'>;
}

/** `GET onboarding/products/{id}/alternateoffer`: the bank's alternate (or the wish on ACCEPT). */
export function createReadAlternateOffer(deps: ReadAlternateOfferDeps) {
  const { db } = deps;
  return async function alternateOffer(owner: Owner, productId: string): Promise<TOfferQuote> {
    const product = await requireOwnLoan(deps, db, owner, productId);
    requireOfferState(product.productState);
    const { assessment } = await requireOfferAssessment(deps, db, product.prospectId);
    if (assessment.offer === null) {
      throw new AppError(409, 'OFFER_NOT_AVAILABLE', { message: 'No offer was made.' });
    }
    return quoteOf(assessment.facts, assessment.offer);
  };
}
