import type { Database, Transaction } from '../../../infra/db/database';
import type { SessionIdentity } from '../../../infra/session/session-store';
import { findIdentity, findMobilePhone } from '../repository';

export interface ReadAccountDeps {
  readonly db: Database;
}

/** The identity a session carries, for the other parts of the server. */
export function createReadSessionIdentity({ db }: ReadAccountDeps) {
  /** In `tx` when the caller is in a transaction (one PGlite connection waits for its end). */
  return async function readSessionIdentity(
    userId: string,
    tx: Database | Transaction = db,
  ): Promise<SessionIdentity | null> {
    return findIdentity(tx, userId);
  };
}

/** The sign-up's mobile number, which whoami hands to the personal-data screen to prefill. */
export function createReadMobilePhone({ db }: ReadAccountDeps) {
  return async function readMobilePhone(userId: string) {
    return findMobilePhone(db, userId);
  };
}
