import type { Database, Transaction } from '../../../infra/db/database';
import { isProspectId } from '../prospect-ids';
import { findProspect, type ProspectRow } from '../repository';

export interface ReadProspectCaseDeps {
  readonly db: Database;
}

/** The prospect row (the staff's case evidence export, decision 151; the cross-checks, 287). */
export function createReadProspectCase({ db }: ReadProspectCaseDeps) {
  /** In `tx` when the caller is in a transaction (one PGlite connection waits for its end). */
  return async function readProspectCase(
    prospectId: string,
    tx: Database | Transaction = db,
  ): Promise<ProspectRow | null> {
    // Read fresh, not from the cache: the evidence states the prospect as it is now.
    return isProspectId(prospectId) ? findProspect(tx, prospectId) : null;
  };
}
