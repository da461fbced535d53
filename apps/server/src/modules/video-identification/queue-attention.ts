import type { TQueueAttention } from '@onboarding/domain';
import type { Transaction } from '../../infra/db/database';
import type { IdentityChecksService } from '../identity-checks/service';

export interface QueueAttentionDeps {
  readonly identityChecks: Pick<IdentityChecksService, 'findingsOf' | 'possibleDuplicates'>;
}

/**
 * What the identity checks find of the applicant joining the queue (decisions 287, 288), kept
 * with the queue's entry so the operator sees it before taking the call. The applicant's data
 * does not change while they wait; a correction joins the queue again, and is checked again.
 */
export async function queueAttentionOf(
  deps: QueueAttentionDeps,
  tx: Transaction,
  prospectId: string,
): Promise<TQueueAttention> {
  // One after the other: a PGlite transaction is one connection.
  const crossChecks = await deps.identityChecks.findingsOf(tx, prospectId);
  const duplicates = await deps.identityChecks.possibleDuplicates(tx, prospectId);
  return { crossChecks, possibleDuplicates: duplicates.total };
}
