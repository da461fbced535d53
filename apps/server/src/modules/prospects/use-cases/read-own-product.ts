import { type TProductView, isUuid } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import { toProductView } from '../../products/product-views';
import type { ProductsService } from '../../products/service';
import type { RequireOwnProspect } from './require-own-prospect';

export interface ReadOwnProductDeps {
  readonly db: Database;
  readonly products: Pick<ProductsService, 'find'>;
  readonly requireOwn: RequireOwnProspect;
}

const noSuchProduct = () => new AppError(404, 'NOT_FOUND', { message: 'No such product.' });

/**
 * `GET onboarding/products/{id}` (decision 181): the product of one of the session's prospects.
 * An unknown id, a malformed one and another applicant's product all give the same 404.
 */
export function createReadOwnProduct({ db, products, requireOwn }: ReadOwnProductDeps) {
  return async function readOwnProduct(
    user: Pick<SessionUser, 'userId'>,
    productId: string,
  ): Promise<TProductView> {
    const product = isUuid(productId) ? await products.find(db, productId) : null;
    if (product?.prospectId == null) throw noSuchProduct();
    // Another applicant's product: the same 404 as an unknown one.
    try {
      await requireOwn(db, user, product.prospectId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw noSuchProduct();
      throw error;
    }
    return toProductView({ ...product, prospectId: product.prospectId });
  };
}

export type ReadOwnProduct = ReturnType<typeof createReadOwnProduct>;
