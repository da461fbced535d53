import type { ProductState } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import { settleGuardedChange, type ProspectChange } from '../../../infra/audit/guarded-change';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import { moveProductState } from '../repository';

export interface AdvanceProductDeps {
  readonly clock: Clock;
}

/**
 * Moves the prospect's product from one of `from` to `to` with its audit record, in the
 * caller's transaction; 409 PRODUCT_STATE_CONFLICT when it is elsewhere.
 */
export function createAdvanceProduct({ clock }: AdvanceProductDeps) {
  return async function advanceProduct(
    tx: Transaction,
    change: ProspectChange<readonly ProductState[], ProductState> & {
      /** Who moved it: the applicant by default; a video operator's REDO; the payment feed. */
      readonly actorType?: 'applicant' | 'operator' | 'system';
    },
    context: RequestContext,
  ): Promise<void> {
    const { prospectId, from, to, actorId, actorType } = change;
    const moved = await moveProductState(tx, prospectId, from, to, clock());
    await settleGuardedChange(
      tx,
      context,
      { prospectId, from, to, actorId, actorType },
      {
        changed: moved,
        action: 'product.state_changed',
        conflict: ['PRODUCT_STATE_CONFLICT', `The product is not in ${from.join(' or ')}.`],
      },
    );
  };
}
