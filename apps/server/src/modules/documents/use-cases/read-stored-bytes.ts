import type { Database } from '../../../infra/db/database';
import type { UploadsService } from '../../uploads/service';
import { findDocument } from '../repository';

export interface ReadStoredBytesDeps {
  readonly db: Database;
  readonly uploads: Pick<UploadsService, 'read'>;
}

/** The stored bytes of a document, for the server's own work (reading its MRZ). */
export function createReadStoredBytes({ db, uploads }: ReadStoredBytesDeps) {
  return async function storedBytes(documentId: string): Promise<Buffer | null> {
    const row = await findDocument(db, documentId);
    return row?.storageKey == null ? null : uploads.read(row.storageKey);
  };
}
