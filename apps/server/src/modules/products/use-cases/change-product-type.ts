import type { ProcessName } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import { settleGuardedChange, type ProspectChange } from '../../../infra/audit/guarded-change';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import { changeProductType } from '../repository';

export interface ChangeProductTypeDeps {
  readonly clock: Clock;
}

/**
 * The prospect's product becomes another type (a loan continued as an account, decision 147)
 * with its audit record, in the caller's transaction; 409 PRODUCT_TYPE_CONFLICT otherwise.
 */
export function createChangeProductType({ clock }: ChangeProductTypeDeps) {
  return async function changeType(
    tx: Transaction,
    change: ProspectChange<ProcessName>,
    context: RequestContext,
  ): Promise<void> {
    const { prospectId, from, to, actorId } = change;
    const changed = await changeProductType(tx, prospectId, from, to, clock());
    await settleGuardedChange(
      tx,
      context,
      { prospectId, from, to, actorId },
      {
        changed,
        action: 'product.type_changed',
        conflict: ['PRODUCT_TYPE_CONFLICT', `The product is not a ${from}.`],
      },
    );
  };
}
