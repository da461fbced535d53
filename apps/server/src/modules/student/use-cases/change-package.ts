import { PACKAGE_RULES, type PackageName, isUuid } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';

/** The package can change only before the personal data is stored (spec 1 §4 student path). */
const STATES_BEFORE_INFO = ['PROSPECT_EMAIL_CHECKED', 'PROSPECT_IDS_UPLOADED'];

export interface ChangePackageDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'find' | 'changePackage'>;
}

/**
 * `changeProduct/{id}`: the applicant's Diploma product becomes the package it falls back to
 * (Digital), before the personal data is stored. Another switch is refused (409).
 */
export function createChangePackage(deps: ChangePackageDeps) {
  const { db, prospects, products } = deps;
  return async function changePackage(
    user: Pick<SessionUser, 'userId'>,
    productId: string,
    packageName: PackageName,
    context: RequestContext,
  ) {
    return db.transaction(async (tx) => {
      const product = isUuid(productId) ? await products.find(tx, productId) : null;
      if (product?.prospectId == null) {
        throw new AppError(404, 'NOT_FOUND', { message: 'No such product.' });
      }
      const prospect = await prospects.requireOwn(tx, user, product.prospectId);
      const current = product.packageName;
      if (current === packageName) return { productId, packageName };
      if (current === null || PACKAGE_RULES[current].fallback !== packageName) {
        throw new AppError(409, 'PACKAGE_CHANGE_NOT_ALLOWED', {
          message: `A ${current ?? 'product without a package'} cannot become ${packageName}.`,
        });
      }
      if (!STATES_BEFORE_INFO.includes(prospect.state)) {
        throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
          message: 'The package can only change before the personal data is stored.',
        });
      }
      await products.changePackage(tx, productId, packageName);
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.userId,
        action: 'product.package_changed',
        subjectType: 'product',
        subjectId: productId,
        details: { from: current, to: packageName },
      });
      return { productId, packageName };
    });
  };
}
