import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import type { ProspectsService } from '../../prospects/service';
import type { UploadsService } from '../../uploads/service';
import { isIdType, requireIdUploadState } from '../id-documents';
import { requireOwnDocument } from '../own-document';
import { deleteDocumentRow } from '../repository';

export interface RemoveDocumentDeps {
  readonly db: Database;
  readonly uploads: Pick<UploadsService, 'remove'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  /** Called after any change to a prospect's identity-document sides (live hand-off status). */
  readonly onIdDocumentsChanged?: (prospectId: string) => Promise<void> | void;
}

/** `DELETE onboarding/documents/{id}`, `DELETE onboarding/images/{id}`: not once confirmed. */
export function createRemoveDocument(deps: RemoveDocumentDeps) {
  const { db, uploads, prospects } = deps;
  return async function remove(caller: DocumentCaller, documentId: string): Promise<void> {
    const row = await requireOwnDocument(prospects, db, caller, documentId);
    if (row.state === 'CONFIRMED') {
      throw new AppError(409, 'DOCUMENT_CONFIRMED', {
        message: 'A confirmed document cannot be deleted.',
      });
    }
    if (isIdType(row.documentType)) {
      requireIdUploadState(await prospects.requireOwn(db, caller, row.prospectId));
    }
    await deleteDocumentRow(db, row.id);
    if (row.storageKey !== null) await uploads.remove(row.storageKey);
    if (isIdType(row.documentType)) void deps.onIdDocumentsChanged?.(row.prospectId);
  };
}
