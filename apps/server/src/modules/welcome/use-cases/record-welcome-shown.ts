import type { TWelcomeUpdateResponse } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import { notActive } from '../errors';
import { requireOwnProduct, type OwnProductDeps } from '../own-product';
import { findWelcome, markWelcomeShown } from '../repository';

export interface RecordWelcomeShownDeps extends OwnProductDeps {
  readonly db: Database;
  readonly clock: Clock;
}

/**
 * `PATCH onboarding/products/{id}/welcomeupdate` (decision 146): the welcome and its QR were
 * shown. Only the first call records a time (and answers `firstTime`); later ones answer that
 * time.
 */
export function createRecordWelcomeShown(deps: RecordWelcomeShownDeps) {
  const { db, clock } = deps;
  return async function welcomeShown(
    user: SessionUser,
    productId: string,
    context: RequestContext,
  ): Promise<TWelcomeUpdateResponse> {
    return db.transaction(async (tx) => {
      const product = await requireOwnProduct(deps, tx, user, productId);
      if (product.productState !== 'PRODUCT_ACTIVE') throw notActive(product.productState);
      const recorded = await markWelcomeShown(tx, product.productId, clock());
      if (recorded !== null) {
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'welcome.shown',
          subjectType: 'product',
          subjectId: product.productId,
        });
        return { welcomeShownAt: recorded.toISOString(), firstTime: true };
      }
      const welcome = await findWelcome(tx, product.productId);
      if (welcome?.welcomeShownAt == null) throw notActive(product.productState);
      return { welcomeShownAt: welcome.welcomeShownAt.toISOString(), firstTime: false };
    });
  };
}
