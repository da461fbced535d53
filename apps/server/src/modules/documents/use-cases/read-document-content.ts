import type { Database } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import type { ProspectsService } from '../../prospects/service';
import type { UploadsService } from '../../uploads/service';
import { documentNotFound } from '../errors';
import { requireOwnDocument } from '../own-document';
import type { DocumentRow } from '../tables';

export interface ReadDocumentContentDeps {
  readonly db: Database;
  readonly uploads: Pick<UploadsService, 'read'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

export type ReadDocumentContent = ReturnType<typeof createReadDocumentContent>;

/** The stored bytes of a document of the caller's (`GET onboarding/images/{id}`); gone is 404. */
export function createReadDocumentContent({ db, uploads, prospects }: ReadDocumentContentDeps) {
  return async function content(
    caller: DocumentCaller,
    documentId: string,
  ): Promise<{ row: DocumentRow; bytes: Buffer }> {
    const row = await requireOwnDocument(prospects, db, caller, documentId);
    const bytes = row.storageKey === null ? null : await uploads.read(row.storageKey);
    if (bytes === null) throw documentNotFound();
    return { row, bytes };
  };
}
