import type { Database } from '../../../infra/db/database';
import type { UploadsService } from '../../uploads/service';
import { findDocumentsOfProspect } from '../repository';

export interface CollectDocumentEvidenceDeps {
  readonly db: Database;
  readonly uploads: Pick<UploadsService, 'read'>;
}

/**
 * Every uploaded document of a prospect with its stored bytes, for the case evidence export
 * (decision 151); a deleted or refused upload keeps its row without bytes.
 */
export function createCollectDocumentEvidence({ db, uploads }: CollectDocumentEvidenceDeps) {
  return async function evidenceOf(prospectId: string) {
    const rows = await findDocumentsOfProspect(db, prospectId);
    const files = [];
    for (const row of rows) {
      const bytes = row.storageKey === null ? null : await uploads.read(row.storageKey);
      if (bytes !== null) {
        files.push({ name: row.id, mediaType: row.mediaType, bytes, recordedSha256: row.sha256 });
      }
    }
    const records = rows.map(({ storageKey: _key, ...row }) => row);
    return { records, files, subjectIds: rows.map((row) => row.id) };
  };
}
