import type { Database } from '../../../infra/db/database';
import { toSummary, type ProductSummary } from '../product-views';
import { findByProspects } from '../repository';

export interface ListProspectsProductsDeps {
  readonly db: Database;
}

/** The products of several prospects at once (an applicant's processes). */
export function createListProspectsProducts({ db }: ListProspectsProductsDeps) {
  return async function listProspectsProducts(
    prospectIds: readonly string[],
  ): Promise<ProductSummary[]> {
    return (await findByProspects(db, prospectIds)).map(toSummary);
  };
}
