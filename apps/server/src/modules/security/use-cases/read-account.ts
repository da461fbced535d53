import type { Database } from '../../../infra/db/database';
import type { SessionIdentity } from '../../../infra/session/session-store';
import { findIdentity, findMobilePhone } from '../repository';

export interface ReadAccountDeps {
  readonly db: Database;
}

/** The identity a session carries, for the other parts of the server. */
export function createReadSessionIdentity({ db }: ReadAccountDeps) {
  return async function readSessionIdentity(userId: string): Promise<SessionIdentity | null> {
    return findIdentity(db, userId);
  };
}

/** The sign-up's mobile number, which whoami hands to the personal-data screen to prefill. */
export function createReadMobilePhone({ db }: ReadAccountDeps) {
  return async function readMobilePhone(userId: string) {
    return findMobilePhone(db, userId);
  };
}
