import type { TSetIdDocumentResponse } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import type { ConfirmIdDocuments } from './confirm-id-documents';
import type { ResolveProspect } from './resolve-prospect';

export interface ConfirmIdDocumentsFromDesktopDeps {
  readonly db: Database;
  readonly resolveProspect: ResolveProspect;
  readonly confirm: ConfirmIdDocuments;
  /** Called after the desktop confirmed the sides (open hand-offs to the phone end). */
  readonly onConfirmedFromDesktop?: (prospectId: string) => Promise<void>;
}

/**
 * `POST onboarding/setIDDocument` (spec 3 §7, decision 070): every side UPLOADED becomes
 * CONFIRMED and the prospect moves to PROSPECT_IDS_UPLOADED, with its audit record, in one
 * transaction.
 */
export function createConfirmIdDocumentsFromDesktop(deps: ConfirmIdDocumentsFromDesktopDeps) {
  const { db, resolveProspect, confirm } = deps;
  return async function confirmFromDesktop(
    caller: Extract<DocumentCaller, { kind: 'applicant' }>,
    request: { uid: string; prospectId?: string },
    context: RequestContext,
  ): Promise<TSetIdDocumentResponse> {
    if (request.uid !== caller.uid) {
      throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
    }
    const prospect = await resolveProspect(db, caller, request.prospectId);
    const status = await db.transaction((tx) => confirm(tx, caller, prospect.id, context));
    await deps.onConfirmedFromDesktop?.(status.prospectId);
    // Back to the video call when the documents were sent back from it (decision 244).
    const moved = await resolveProspect(db, caller, prospect.id);
    return {
      prospectId: status.prospectId,
      prospectState:
        moved.state === 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED'
          ? moved.state
          : 'PROSPECT_IDS_UPLOADED',
      documents: status,
    };
  };
}
