import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import { toSummary, type ProductSummary } from '../product-views';
import { attachToProspect, findLatestUnattached } from '../repository';

export interface AttachChosenProductDeps {
  readonly clock: Clock;
}

/** The visitor's latest product that no prospect has yet (chosen before registering). */
export function createFindUnattachedProduct() {
  return async function findUnattachedProduct(
    tx: Database | Transaction,
    uid: string,
  ): Promise<ProductSummary | null> {
    const product = await findLatestUnattached(tx, uid);
    return product === null ? null : toSummary(product);
  };
}

/** At e-mail verification the chosen product joins the new prospect. */
export function createAttachProduct({ clock }: AttachChosenProductDeps) {
  return async function attachProduct(
    tx: Database | Transaction,
    productId: string,
    prospectId: string,
  ): Promise<void> {
    await attachToProspect(tx, productId, prospectId, clock());
  };
}
