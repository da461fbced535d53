import { BASE_PATH, handoffLinkPath, type TIdDocumentStatus } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { HandoffTokens } from './handoff-token';
import { updateHandoff } from './repository';
import type { HandoffTransactionRow } from './tables';

/** The link to the page the hand-off resumes at, with the documents as they are now. */
export function handoffLinkOf(
  publicUrl: string,
  token: string,
  documents: TIdDocumentStatus,
): string {
  return `${publicUrl}${BASE_PATH}/#${handoffLinkPath(token, documents)}`;
}

/** A fresh token for the hand-off; the hand-off lives at least as long as its newest token. */
export async function issueHandoffToken(
  deps: { readonly db: Database; readonly clock: Clock; readonly tokens: HandoffTokens },
  row: HandoffTransactionRow,
): Promise<{ token: string; expiresAt: Date; row: HandoffTransactionRow }> {
  const { db, clock, tokens } = deps;
  const { token, expiresAt } = await tokens.sign({
    tid: row.id,
    uid: row.uid,
    prospectId: row.prospectId,
    language: row.language,
  });
  const updated =
    (await updateHandoff(db, row.id, {
      expiresAt: new Date(Math.max(expiresAt.getTime(), row.expiresAt.getTime())),
      updatedAt: clock(),
    })) ?? row;
  return { token, expiresAt, row: updated };
}
