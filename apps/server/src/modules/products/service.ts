import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import { createAdvanceProduct } from './use-cases/advance-product';
import {
  createAttachProduct,
  createFindUnattachedProduct,
} from './use-cases/attach-chosen-product';
import { createChangePackage } from './use-cases/change-package';
import { createChangeProductType } from './use-cases/change-product-type';
import { createFindProduct, createFindProspectProduct } from './use-cases/find-product';
import { createListProspectsProducts } from './use-cases/list-prospects-products';
import { createReadOwnProduct, type RequireOwnProspect } from './use-cases/read-own-product';
import { createReadProductPart } from './use-cases/read-product-part';
import { createRecordProduct } from './use-cases/record-product';

export type { ProductSummary } from './product-views';
export type { NewProduct } from './use-cases/record-product';

export interface ProductsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The prospects module's ownership check (it sits above this module). */
  readonly requireOwnProspect: RequireOwnProspect;
}

/** The products being opened (spec 3 "Products"). */
export function createProductsService(deps: ProductsServiceDeps) {
  const find = createFindProduct();
  const readOwn = createReadOwnProduct({ ...deps, find });
  return {
    create: createRecordProduct(deps),
    latestUnattached: createFindUnattachedProduct(),
    attach: createAttachProduct(deps),
    listForProspects: createListProspectsProducts(deps),
    find,
    changePackage: createChangePackage(deps),
    forProspect: createFindProspectProduct(),
    advance: createAdvanceProduct(deps),
    changeType: createChangeProductType(deps),
    readOwn,
    readPart: createReadProductPart({ readOwn }),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
