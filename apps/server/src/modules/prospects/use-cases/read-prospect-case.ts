import type { Database } from '../../../infra/db/database';
import { isProspectId } from '../prospect-ids';
import { findProspect, type ProspectRow } from '../repository';

export interface ReadProspectCaseDeps {
  readonly db: Database;
}

/** The prospect row for the staff's case evidence export (decision 151); null when unknown. */
export function createReadProspectCase({ db }: ReadProspectCaseDeps) {
  return async function readProspectCase(prospectId: string): Promise<ProspectRow | null> {
    // Read fresh, not from the cache: the evidence states the prospect as it is now.
    return isProspectId(prospectId) ? findProspect(db, prospectId) : null;
  };
}
