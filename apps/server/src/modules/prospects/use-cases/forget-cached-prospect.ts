import type { Invalidations } from '../../../infra/cache/invalidations';
import type { Database } from '../../../infra/db/database';
import { prospectCacheKey, type ProspectCache } from '../prospect-cache';

export interface ForgetCachedProspectDeps {
  readonly db: Database;
  readonly invalidations: Pick<Invalidations, 'announce'>;
  readonly cache: Pick<ProspectCache, 'delete'>;
}

/**
 * A state changed outside `advance` (a test fixture, a support tool): every instance forgets
 * its read of the prospect.
 */
export function createForgetCachedProspect({ db, invalidations, cache }: ForgetCachedProspectDeps) {
  return async function forgetCachedProspect(prospectId: string): Promise<void> {
    cache.delete(prospectId);
    await invalidations.announce(db, prospectCacheKey(prospectId));
  };
}
