import type { ProcessName } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import { settleGuardedChange, type ProspectChange } from '../../../infra/audit/guarded-change';
import type { Invalidations } from '../../../infra/cache/invalidations';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import { prospectCacheKey, type ProspectCache } from '../prospect-cache';
import { changeProspectProcess } from '../repository';

export interface ChangeProspectProcessDeps {
  readonly clock: Clock;
  readonly invalidations: Pick<Invalidations, 'announce'>;
  readonly cache: Pick<ProspectCache, 'delete'>;
}

/**
 * The prospect continues as another process (a loan that cannot be granted continues as an
 * account, decision 147) with its audit record, in the caller's transaction; 409
 * PROSPECT_PROCESS_CONFLICT when it is no longer `from`.
 */
export function createChangeProspectProcess({
  clock,
  invalidations,
  cache,
}: ChangeProspectProcessDeps) {
  return async function changeProcess(
    tx: Transaction,
    change: ProspectChange<ProcessName>,
    context: RequestContext,
  ): Promise<void> {
    const { prospectId, from, to, actorId } = change;
    const changed = await changeProspectProcess(tx, prospectId, from, to, clock());
    cache.delete(prospectId);
    // Delivered when the transaction commits, to every instance (this one too); none when refused.
    if (changed) await invalidations.announce(tx, prospectCacheKey(prospectId));
    await settleGuardedChange(
      tx,
      context,
      { prospectId, from, to, actorId },
      {
        changed,
        action: 'prospect.process_changed',
        conflict: ['PROSPECT_PROCESS_CONFLICT', `The prospect is not a ${from} process.`],
      },
    );
  };
}
