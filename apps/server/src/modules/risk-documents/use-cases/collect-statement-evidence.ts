import type { Database } from '../../../infra/db/database';
import type { UploadsService } from '../../uploads/service';
import { findRiskDocuments } from '../repository';

export interface CollectStatementEvidenceDeps {
  readonly db: Database;
  readonly uploads: Pick<UploadsService, 'read'>;
}

/** Every salary statement of a prospect with its bytes (case evidence, decision 151). */
export function createCollectStatementEvidence(deps: CollectStatementEvidenceDeps) {
  const { db, uploads } = deps;
  return async function evidenceOf(prospectId: string) {
    const rows = await findRiskDocuments(db, prospectId);
    const files: { name: string; mediaType: string; bytes: Buffer; recordedSha256: string }[] = [];
    for (const row of rows) {
      const bytes = await uploads.read(row.storageKey);
      if (bytes !== null) {
        const { mediaType, sha256: recordedSha256 } = row;
        files.push({ name: `${row.id}-${row.name}`, mediaType, bytes, recordedSha256 });
      }
    }
    const records = rows.map(({ storageKey: _key, ...row }) => row);
    return { records, files, subjectIds: rows.map((row) => row.id) };
  };
}
