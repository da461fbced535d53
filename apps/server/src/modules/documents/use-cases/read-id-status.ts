import type { TIdDocumentStatus } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { readIdStatus } from '../id-status';

export interface ReadIdStatusDeps {
  readonly db: Database;
}

/** The identity-document status of a prospect, for the server's own work (hand-off, operators). */
export function createReadIdStatus({ db }: ReadIdStatusDeps) {
  return function idStatus(prospectId: string): Promise<TIdDocumentStatus> {
    return readIdStatus(db, prospectId);
  };
}
