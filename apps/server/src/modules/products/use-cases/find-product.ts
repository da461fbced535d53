import type { Database, Transaction } from '../../../infra/db/database';
import { toSummary, type ProductSummary } from '../product-views';
import { findByProspects, findProductById } from '../repository';

/** One product by its id (the caller checks whose it is through its prospect). */
export function createFindProduct() {
  return async function findProduct(
    tx: Database | Transaction,
    productId: string,
  ): Promise<ProductSummary | null> {
    const row = await findProductById(tx, productId);
    return row === null ? null : toSummary(row);
  };
}

/** The product of one prospect (each prospect has exactly one). */
export function createFindProspectProduct() {
  return async function findProspectProduct(
    tx: Database | Transaction,
    prospectId: string,
  ): Promise<ProductSummary | null> {
    const [row] = await findByProspects(tx, [prospectId]);
    return row === undefined ? null : toSummary(row);
  };
}
