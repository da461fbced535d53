import type { Database, Transaction } from '../../../infra/db/database';
import { toSummary, type ProductSummary } from '../product-views';
import { findByProspects } from '../repository';

export interface ListProspectsProductsDeps {
  readonly db: Database;
}

/**
 * The products of several prospects at once (an applicant's processes), in `tx` when a check
 * inside a transaction reads them.
 */
export function createListProspectsProducts({ db }: ListProspectsProductsDeps) {
  return async function listProspectsProducts(
    prospectIds: readonly string[],
    tx: Database | Transaction = db,
  ): Promise<ProductSummary[]> {
    return (await findByProspects(tx, prospectIds)).map(toSummary);
  };
}
