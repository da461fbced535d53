import type { TProductView } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import { toProductView } from '../product-views';
import type { createFindProduct } from './find-product';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Throws 404 NOT_FOUND unless the prospect is the user's own: the prospects module's
 * `requireOwn`, passed in from the composition root (it sits above this module).
 */
export type RequireOwnProspect = (
  user: Pick<SessionUser, 'userId'>,
  prospectId: string,
) => Promise<unknown>;

export interface ReadOwnProductDeps {
  readonly db: Database;
  readonly find: ReturnType<typeof createFindProduct>;
  readonly requireOwnProspect: RequireOwnProspect;
}

const noSuchProduct = () => new AppError(404, 'NOT_FOUND', { message: 'No such product.' });

/**
 * `GET onboarding/products/{id}` (decision 181): the product of one of the session's prospects.
 * An unknown id, a malformed one and another applicant's product all give the same 404.
 */
export function createReadOwnProduct({ db, find, requireOwnProspect }: ReadOwnProductDeps) {
  return async function readOwnProduct(
    user: Pick<SessionUser, 'userId'>,
    productId: string,
  ): Promise<TProductView> {
    const product = UUID_PATTERN.test(productId) ? await find(db, productId) : null;
    if (product?.prospectId == null) throw noSuchProduct();
    // Another applicant's product: the same 404 as an unknown one.
    try {
      await requireOwnProspect(user, product.prospectId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw noSuchProduct();
      throw error;
    }
    return toProductView({ ...product, prospectId: product.prospectId });
  };
}

export type ReadOwnProduct = ReturnType<typeof createReadOwnProduct>;
