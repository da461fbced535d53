import type { TPartialSave } from '@onboarding/domain';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import { openDraft, type DraftQueries } from '../drafts';

export interface ReadOwnDraftDeps {
  readonly db: Database;
  readonly cipher: DataCipher;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly drafts: DraftQueries;
}

/** `GET prospects/{id}/info/partialsave` (decision 093): what was saved so far ({} before anything). */
export function createReadOwnDraft(deps: ReadOwnDraftDeps) {
  const { db, cipher, prospects, drafts } = deps;
  return async function draftOfOwn(
    user: Pick<SessionUser, 'userId'>,
    prospectId: string,
  ): Promise<TPartialSave> {
    await prospects.requireOwn(db, user, prospectId);
    return openDraft(cipher, prospectId, (await drafts.find(prospectId))?.sealed ?? null);
  };
}
