import { isUuid } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import type { SessionUser } from '../../infra/session/session-store';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { notFound } from './errors';

export interface OwnProductDeps {
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'find'>;
}

/** The session's own product (404 for an unknown or another applicant's id, as for prospects). */
export async function requireOwnProduct(
  deps: OwnProductDeps,
  tx: Database | Transaction,
  user: Pick<SessionUser, 'userId'>,
  productId: string,
) {
  const product = isUuid(productId) ? await deps.products.find(tx, productId) : null;
  if (product === null || product.prospectId === null) throw notFound();
  await deps.prospects.requireOwn(tx, user, product.prospectId);
  return { ...product, prospectId: product.prospectId };
}
