import type { ProspectState } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Invalidations } from '../../../infra/cache/invalidations';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import { prospectCacheKey, type ProspectCache } from '../prospect-cache';
import { moveProspectState } from '../repository';

export interface AdvanceProspectDeps {
  readonly clock: Clock;
  readonly invalidations: Pick<Invalidations, 'announce'>;
  readonly cache: Pick<ProspectCache, 'delete'>;
}

/**
 * Moves the prospect from one of `from` to `to` with its audit record, in the caller's
 * transaction (spec 1 §4). A prospect elsewhere gives 409 PROSPECT_STATE_CONFLICT: a step
 * posted out of order or twice changes nothing.
 */
export function createAdvanceProspect({ clock, invalidations, cache }: AdvanceProspectDeps) {
  return async function advanceProspect(
    tx: Transaction,
    change: {
      readonly prospectId: string;
      readonly from: readonly ProspectState[];
      readonly to: ProspectState;
      readonly actorId: string;
      /** Who moved it: the applicant by default; a video operator decides an identification. */
      readonly actorType?: 'applicant' | 'operator' | 'system';
      readonly details?: Readonly<Record<string, unknown>>;
    },
    context: RequestContext,
  ): Promise<void> {
    const moved = await moveProspectState(tx, change.prospectId, change.from, change.to, clock());
    cache.delete(change.prospectId);
    // Delivered when the transaction commits, to every instance (this one too).
    if (moved) await invalidations.announce(tx, prospectCacheKey(change.prospectId));
    if (!moved) {
      throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
        message: `The prospect is not in ${change.from.join(' or ')}.`,
      });
    }
    await recordAudit(tx, context, {
      actorType: change.actorType ?? 'applicant',
      actorId: change.actorId,
      action: 'prospect.state_changed',
      subjectType: 'prospect',
      subjectId: change.prospectId,
      details: { from: change.from, to: change.to, ...change.details },
    });
  };
}
