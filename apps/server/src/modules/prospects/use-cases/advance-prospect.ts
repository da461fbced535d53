import type { ProspectState } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import { settleGuardedChange, type ProspectChange } from '../../../infra/audit/guarded-change';
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
    change: ProspectChange<readonly ProspectState[], ProspectState> & {
      /** Who moved it: the applicant by default; a video operator decides an identification. */
      readonly actorType?: 'applicant' | 'operator' | 'system';
      readonly details?: Readonly<Record<string, unknown>>;
    },
    context: RequestContext,
  ): Promise<void> {
    const { prospectId, from, to, actorId, actorType, details } = change;
    const moved = await moveProspectState(tx, prospectId, from, to, clock());
    cache.delete(prospectId);
    // Delivered when the transaction commits, to every instance (this one too).
    if (moved) await invalidations.announce(tx, prospectCacheKey(prospectId));
    await settleGuardedChange(
      tx,
      context,
      { prospectId, from, to, actorId, actorType, details },
      {
        changed: moved,
        action: 'prospect.state_changed',
        conflict: ['PROSPECT_STATE_CONFLICT', `The prospect is not in ${from.join(' or ')}.`],
      },
    );
  };
}

export type AdvanceProspect = ReturnType<typeof createAdvanceProspect>;
