import {
  mergePartialSave,
  sectionsFromProspectRequestBody,
  ZPartialSave,
  type TPartialSave,
} from '@onboarding/domain';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import { openDraft, type DraftQueries } from '../drafts';
import type { ReadStoredInfo } from './read-stored-info';

export interface ReadOwnDraftDeps {
  readonly db: Database;
  readonly cipher: DataCipher;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly drafts: DraftQueries;
  readonly storedInfo: ReadStoredInfo;
}

/**
 * `GET prospects/{id}/info/partialsave` (decision 093): what was saved so far ({} before anything).
 * Once the data was submitted, the screen opens again (a video operator's correction of one
 * section, decision 244) with everything given then, under what was saved since.
 */
export function createReadOwnDraft(deps: ReadOwnDraftDeps) {
  const { db, cipher, prospects, drafts, storedInfo } = deps;
  return async function draftOfOwn(
    user: Pick<SessionUser, 'userId'>,
    prospectId: string,
  ): Promise<TPartialSave> {
    await prospects.requireOwn(db, user, prospectId);
    const draft = openDraft(cipher, prospectId, (await drafts.find(prospectId))?.sealed ?? null);
    const submitted = await storedInfo(db, prospectId);
    if (submitted === null) return draft;
    const { student, ...sections } = sectionsFromProspectRequestBody(submitted);
    const given = ZPartialSave.parse(student === null ? sections : { ...sections, student });
    return mergePartialSave(given, draft);
  };
}
