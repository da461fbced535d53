import type { ProductPart, TProductPart, TProductView } from '@onboarding/domain';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ReadOwnProduct } from './read-own-product';

export interface ReadProductPartDeps {
  readonly readOwn: ReadOwnProduct;
}

function partValue(product: TProductView, part: ProductPart): string | null {
  if (part === 'state') return product.productState;
  if (part === 'package') return product.packageName;
  return product.productType;
}

/** `GET onboarding/products/{id}/{sub}` (decision 181): one named part of the product. */
export function createReadProductPart({ readOwn }: ReadProductPartDeps) {
  return async function readProductPart(
    user: Pick<SessionUser, 'userId'>,
    productId: string,
    part: ProductPart,
  ): Promise<TProductPart> {
    const product = await readOwn(user, productId);
    return { productId, part, value: partValue(product, part) };
  };
}
