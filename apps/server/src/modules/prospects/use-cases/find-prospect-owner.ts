import type { ProspectCache } from '../prospect-cache';
import { isProspectId } from '../prospect-ids';

export interface FindProspectOwnerDeps {
  readonly cache: Pick<ProspectCache, 'findOutsideTransaction'>;
}

/** Whose prospect this is, for work no request carries (a job); null for an unknown id. */
export function createFindProspectOwner({ cache }: FindProspectOwnerDeps) {
  return async function findProspectOwner(prospectId: string): Promise<string | null> {
    if (!isProspectId(prospectId)) return null;
    return (await cache.findOutsideTransaction(prospectId))?.userId ?? null;
  };
}
