import type { ProcessName } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
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
    change: {
      readonly prospectId: string;
      readonly from: ProcessName;
      readonly to: ProcessName;
      readonly actorId: string;
    },
    context: RequestContext,
  ): Promise<void> {
    const changed = await changeProspectProcess(
      tx,
      change.prospectId,
      change.from,
      change.to,
      clock(),
    );
    cache.delete(change.prospectId);
    if (!changed) {
      throw new AppError(409, 'PROSPECT_PROCESS_CONFLICT', {
        message: `The prospect is not a ${change.from} process.`,
      });
    }
    await invalidations.announce(tx, prospectCacheKey(change.prospectId));
    await recordAudit(tx, context, {
      actorType: 'applicant',
      actorId: change.actorId,
      action: 'prospect.process_changed',
      subjectType: 'prospect',
      subjectId: change.prospectId,
      details: { from: change.from, to: change.to },
    });
  };
}
