import { mergePartialSave, type TPartialSave } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import { openDraft, type DraftQueries, type LastWrittenDrafts } from '../drafts';
import { notOnScreen, SCREEN_STATE } from '../screen-state';
import { draftContext } from '../sealing';

/** Saves of one prospect that raced each other are merged again this many times at most. */
const MAX_SAVE_ATTEMPTS = 5;

export interface SaveDraftDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly drafts: DraftQueries;
  readonly lastWritten: LastWrittenDrafts;
}

/**
 * `PATCH prospects/{id}/info/partialsave` (decision 093): merges the sections sent into the saved
 * ones, field by field, while the prospect is on the personal data step (409 elsewhere).
 */
export function createSaveDraft(deps: SaveDraftDeps) {
  const { db, clock, cipher, prospects, drafts, lastWritten } = deps;
  return async function partialSave(
    user: Pick<SessionUser, 'userId'>,
    prospectId: string,
    update: TPartialSave,
  ): Promise<TPartialSave> {
    // No transaction: the prospect's read, the draft's read and one guarded write (decision
    // 126). The draft last written here is reused for the next save: if anyone wrote it since,
    // the guard refuses the write and the draft is read again.
    const prospect = await prospects.requireOwn(db, user, prospectId);
    if (prospect.state !== SCREEN_STATE) throw notOnScreen();
    for (let attempt = 0; attempt < MAX_SAVE_ATTEMPTS; attempt += 1) {
      const now = clock();
      const reused = attempt === 0 ? lastWritten.get(prospectId, now.getTime()) : undefined;
      const stored = reused ?? (await drafts.find(prospectId));
      const merged = mergePartialSave(
        openDraft(cipher, prospectId, stored?.sealed ?? null),
        update,
      );
      const sealed = cipher.sealText(JSON.stringify(merged), draftContext(prospectId));
      const written = await drafts.write(prospectId, sealed, now, stored);
      if (written !== null) {
        lastWritten.set(prospectId, written, now.getTime());
        return merged;
      }
      lastWritten.delete(prospectId);
    }
    throw new AppError(409, 'CONFLICT', {
      message: 'The data was being saved from elsewhere at the same moment; save again.',
    });
  };
}
