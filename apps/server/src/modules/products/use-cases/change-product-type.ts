import type { ProcessName } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import { recordAudit } from '../../../infra/audit/audit-log';
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
    change: {
      readonly prospectId: string;
      readonly from: ProcessName;
      readonly to: ProcessName;
      readonly actorId: string;
    },
    context: RequestContext,
  ): Promise<void> {
    if (!(await changeProductType(tx, change.prospectId, change.from, change.to, clock()))) {
      throw new AppError(409, 'PRODUCT_TYPE_CONFLICT', {
        message: `The product is not a ${change.from}.`,
      });
    }
    await recordAudit(tx, context, {
      actorType: 'applicant',
      actorId: change.actorId,
      action: 'product.type_changed',
      subjectType: 'prospect',
      subjectId: change.prospectId,
      details: { from: change.from, to: change.to },
    });
  };
}
