import { ZPartialSave, type TPartialSave } from '@onboarding/domain';
import { createShortCache } from '../../infra/cache/invalidations';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { prepareDraftQueries, StoredDraft } from './repository';
import { draftContext } from './sealing';

const DRAFT_REUSE_MS = 60_000;
const DRAFT_REUSE_ENTRIES = 2000;

/** The draft's prepared read and guarded writes, built once per service. */
export type DraftQueries = ReturnType<typeof prepareDraftQueries>;

/**
 * The drafts this instance wrote last, by prospect: only ever a guess that the write's version
 * guard checks, so a stale one costs a second read, never a lost field.
 */
export function createLastWrittenDrafts() {
  return createShortCache<StoredDraft>(DRAFT_REUSE_MS, DRAFT_REUSE_ENTRIES);
}

export type LastWrittenDrafts = ReturnType<typeof createLastWrittenDrafts>;

/** The saved sections, opened ({} before anything was saved). */
export const openDraft = (
  cipher: DataCipher,
  prospectId: string,
  sealed: string | null,
): TPartialSave =>
  sealed === null
    ? {}
    : ZPartialSave.parse(JSON.parse(cipher.openText(sealed, draftContext(prospectId))));
