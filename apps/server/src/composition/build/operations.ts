import { createOperationsService } from '../../modules/operations/service';
import type { Accounts } from './accounts';
import type { CompositionContext } from './context';
import type { CallDecisions } from './identification';

/**
 * Operations live (decisions 270, 271): the queue of the operators' service, the staff's names,
 * and the audit trail, in the variant's day.
 */
export function buildOperations(
  { infra, variant }: CompositionContext,
  { staff }: Accounts,
  { videoOperators }: CallDecisions,
) {
  return {
    operations: createOperationsService({
      db: infra.db,
      clock: infra.clock,
      timeZone: variant.timeZone,
      variant: variant.id,
      videoOperators,
      staff,
    }),
  };
}
