import { type TPennyTransfer, isUuidLike } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { pennyTransferViewOf, type PennyTransferViewDeps } from '../penny-transfer-view';
import { findOrderOfProspect } from '../repository';

const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such penny transfer.' });

interface Owner {
  readonly userId: string;
}

export interface DisplayPennyTransferDeps extends PennyTransferViewDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'find'>;
}

/**
 * The penny transfer page's data (decision 143): the product's order (its owner's only; another's
 * id is as unknown as none).
 */
export function createDisplayPennyTransfer(deps: DisplayPennyTransferDeps) {
  const { db, prospects, products } = deps;
  return async function display(owner: Owner, productId: string): Promise<TPennyTransfer> {
    const product = isUuidLike(productId) ? await products.find(db, productId) : null;
    if (product === null || product.prospectId === null) throw notFound();
    await prospects.requireOwn(db, owner, product.prospectId).catch(() => {
      throw notFound();
    });
    const order = await findOrderOfProspect(db, product.prospectId);
    if (order === null) throw notFound();
    return pennyTransferViewOf(deps, order);
  };
}
