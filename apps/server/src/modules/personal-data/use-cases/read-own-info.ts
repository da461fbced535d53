import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import type { ReadStoredInfo } from './read-stored-info';

export interface ReadOwnInfoDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  /** The module's own read of the stored body. */
  readonly storedInfo: ReadStoredInfo;
}

/** `GET prospects/{id}/info` (beyond spec): the stored body of the session's own prospect. */
export function createReadOwnInfo(deps: ReadOwnInfoDeps) {
  const { db, prospects, storedInfo } = deps;
  return async function infoOfOwn(user: Pick<SessionUser, 'userId'>, prospectId: string) {
    return db.transaction(async (tx) => {
      await prospects.requireOwn(tx, user, prospectId);
      const info = await storedInfo(tx, prospectId);
      if (info === null) {
        throw new AppError(404, 'NOT_FOUND', { message: 'No personal data stored yet.' });
      }
      return info;
    });
  };
}
