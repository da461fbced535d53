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
import { createRecordProduct } from './use-cases/record-product';

export type { ProductSummary } from './product-views';
export type { NewProduct } from './use-cases/record-product';

export interface ProductsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
}

/** The products being opened (spec 3 "Products"). */
export function createProductsService(deps: ProductsServiceDeps) {
  return {
    create: createRecordProduct(deps),
    latestUnattached: createFindUnattachedProduct(),
    attach: createAttachProduct(deps),
    listForProspects: createListProspectsProducts(deps),
    find: createFindProduct(),
    changePackage: createChangePackage(deps),
    forProspect: createFindProspectProduct(),
    advance: createAdvanceProduct(deps),
    changeType: createChangeProductType(deps),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
