import { DEFAULT_PROCESS } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import { insertNewProspect, type AccountOwner } from '../new-prospect';

export interface StartAfterVerificationDeps {
  readonly clock: Clock;
  readonly products: Pick<ProductsService, 'latestUnattached' | 'create' | 'attach'>;
}

/**
 * E-mail verified (spec 1 §4): the first prospect starts in PROSPECT_EMAIL_CHECKED with the
 * product the visitor chose before registering, or the default process when there was none.
 */
export function createStartAfterVerification({ clock, products }: StartAfterVerificationDeps) {
  return async function startAfterVerification(
    tx: Transaction,
    owner: AccountOwner,
    context: RequestContext,
  ): Promise<{ prospectId: string; state: 'PROSPECT_EMAIL_CHECKED' }> {
    const state = 'PROSPECT_EMAIL_CHECKED';
    // The product chosen before registering decides the process.
    const chosen = await products.latestUnattached(tx, owner.uid);
    const prospect = await insertNewProspect(
      tx,
      clock,
      owner,
      chosen?.productType ?? DEFAULT_PROCESS,
      state,
      context,
    );
    if (chosen === null) {
      await products.create(
        tx,
        {
          uid: owner.uid,
          productType: DEFAULT_PROCESS,
          packageName: null,
          prospectId: prospect.id,
        },
        context,
      );
    } else {
      await products.attach(tx, chosen.productId, prospect.id);
    }
    return { prospectId: prospect.id, state };
  };
}
