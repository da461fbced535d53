import type { TLoanApplication } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { notFound } from '../errors';
import { toApplication } from '../loan-views';
import { requireOwnLoan, type Owner } from '../own-loan';
import { findApplication } from '../repository';

export interface ReadOwnLoanApplicationDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'find'>;
}

/** `GET onboarding/products/{id}/risk`: what the loan stands on. */
export function createReadOwnLoanApplication(deps: ReadOwnLoanApplicationDeps) {
  const { db } = deps;
  return async function applicationOfOwn(
    owner: Owner,
    productId: string,
  ): Promise<TLoanApplication> {
    const product = await requireOwnLoan(deps, db, owner, productId);
    const row = await findApplication(db, product.prospectId);
    if (row === null) throw notFound('loan application');
    return toApplication(row);
  };
}
