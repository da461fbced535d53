import { createShortCache, type Invalidations } from '../../infra/cache/invalidations';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import { prepareProspectReads, type ProspectRow } from './repository';

/** How long a prospect read outside a transaction is reused (decision 127). */
export const PROSPECT_CACHE_MS = 5000;

/** The key every instance forgets a prospect's read by. */
export const prospectCacheKey = (prospectId: string) => `prospect:${prospectId}`;

export interface ProspectCacheDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly invalidations: Pick<Invalidations, 'onAnnounced'>;
}

/**
 * Ownership never changes and the state only through `advance`, which announces the change to
 * every instance when its transaction commits: the steps' frequent reads (a form saving as the
 * applicant types) reuse a read for a few seconds. Writes always read in their transaction.
 */
export function createProspectCache({ db, clock, invalidations }: ProspectCacheDeps) {
  const prepared = prepareProspectReads(db);
  const cache = createShortCache<ProspectRow>(PROSPECT_CACHE_MS);
  invalidations.onAnnounced((key) => {
    if (key.startsWith('prospect:')) cache.delete(key.slice('prospect:'.length));
  });
  return {
    /** The prospect read outside a transaction, reused for a few seconds; null when unknown. */
    async findOutsideTransaction(prospectId: string): Promise<ProspectRow | null> {
      const now = clock().getTime();
      const cached = cache.get(prospectId, now);
      if (cached !== undefined) return cached;
      const row = await prepared.findProspect(prospectId);
      if (row !== null) cache.set(prospectId, row, now);
      return row;
    },
    /** This instance forgets its read of the prospect. */
    delete(prospectId: string): void {
      cache.delete(prospectId);
    },
  };
}

export type ProspectCache = ReturnType<typeof createProspectCache>;
