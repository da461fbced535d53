import { needsPennyTransfer } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import { notFound } from '../errors';
import type { OpenPennyTransfer } from '../ports';
import { insertWelcome } from '../repository';
import type { ActivateProduct } from './activate-product';

export interface ContinueAfterBranchChoiceDeps {
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly openPennyTransfer: OpenPennyTransfer;
  /** The module's own move to PRODUCT_ACTIVE. */
  readonly activate: ActivateProduct;
}

/**
 * Called by the branch module in the `userbranch` transaction (decision 140): records the
 * applicant to welcome, then opens the penny transfer (DAYPOSIT) or activates at once.
 */
export function createContinueAfterBranchChoice(deps: ContinueAfterBranchChoiceDeps) {
  const { products, activate } = deps;
  return async function afterBranchChosen(
    tx: Transaction,
    input: { readonly prospectId: string; readonly userId: string },
    context: RequestContext,
  ): Promise<{ productState: 'PRODUCT_ACTIVE' | 'PRODUCT_PENNY_TRANSFER_DISPLAYED' }> {
    const product = await products.forProspect(tx, input.prospectId);
    if (product === null) throw notFound();
    await insertWelcome(tx, {
      productId: product.productId,
      prospectId: input.prospectId,
      userId: input.userId,
    });
    if (needsPennyTransfer(product.productType)) {
      await deps.openPennyTransfer(
        tx,
        { prospectId: input.prospectId, actorId: input.userId },
        context,
      );
      return { productState: 'PRODUCT_PENNY_TRANSFER_DISPLAYED' };
    }
    await activate(
      tx,
      { prospectId: input.prospectId, actorType: 'applicant', actorId: input.userId },
      context,
    );
    return { productState: 'PRODUCT_ACTIVE' };
  };
}
