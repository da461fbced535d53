import type { ProductState } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import { recordAudit } from '../../../infra/audit/audit-log';
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
    change: {
      readonly prospectId: string;
      readonly from: readonly ProductState[];
      readonly to: ProductState;
      readonly actorId: string;
      /** Who moved it: the applicant by default; a video operator's REDO; the payment feed. */
      readonly actorType?: 'applicant' | 'operator' | 'system';
    },
    context: RequestContext,
  ): Promise<void> {
    const moved = await moveProductState(tx, change.prospectId, change.from, change.to, clock());
    if (!moved) {
      throw new AppError(409, 'PRODUCT_STATE_CONFLICT', {
        message: `The product is not in ${change.from.join(' or ')}.`,
      });
    }
    await recordAudit(tx, context, {
      actorType: change.actorType ?? 'applicant',
      actorId: change.actorId,
      action: 'product.state_changed',
      subjectType: 'prospect',
      subjectId: change.prospectId,
      details: { from: change.from, to: change.to },
    });
  };
}
