import type { PackageName, ProductPart, TProductPart } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import type { createChangePackage } from './change-package';

export interface ChangeProductPartDeps {
  readonly prospects: Pick<ProspectsService, 'readOwnProduct'>;
  readonly changePackage: ReturnType<typeof createChangePackage>;
}

/**
 * `PATCH onboarding/products/{id}/{sub}` (decision 181): only the package changes, as `PATCH
 * products/{id}`; the state moves only through the steps and the type only through the process
 * switch (409 PRODUCT_PART_READ_ONLY). The ownership check comes before that 409.
 */
export function createChangeProductPart({ prospects, changePackage }: ChangeProductPartDeps) {
  return async function changeProductPart(
    user: Pick<SessionUser, 'userId'>,
    productId: string,
    part: ProductPart,
    packageName: PackageName,
    context: RequestContext,
  ): Promise<TProductPart> {
    // Owner first: another applicant's product is 404 whatever the part.
    await prospects.readOwnProduct(user, productId);
    if (part !== 'package') {
      throw new AppError(409, 'PRODUCT_PART_READ_ONLY', {
        message: `The product's ${part} changes only through the steps of the flow.`,
      });
    }
    const changed = await changePackage(user, productId, packageName, context);
    return { productId, part, value: changed.packageName };
  };
}
