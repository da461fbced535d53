import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { StoragePort } from '../../../infra/storage/storage-port';
import { consentDocumentBytes } from '../consent-document-files';
import { findDocuments } from '../repository';

export interface CollectConsentDocumentEvidenceDeps {
  readonly db: Database;
  readonly storage: StoragePort;
  /** Opens the PDFs of rows made before the storage port held them. */
  readonly cipher: DataCipher;
}

/**
 * Every consent document made for a prospect (accepted or not) with the PDF bytes the
 * applicant saw, for the case evidence export (decision 151).
 */
export function createCollectConsentDocumentEvidence(deps: CollectConsentDocumentEvidenceDeps) {
  const { db } = deps;
  return async function collectConsentDocumentEvidence(prospectId: string) {
    const rows = await findDocuments(db, prospectId);
    const files: { name: string; mediaType: string; bytes: Buffer; recordedSha256: string }[] = [];
    for (const row of rows) {
      const bytes = await consentDocumentBytes(deps, row);
      if (bytes !== null) {
        const name = `${row.id}-${row.fileName}`;
        files.push({ name, mediaType: 'application/pdf', bytes, recordedSha256: row.sha256 });
      }
    }
    const records = rows.map(({ storageKey: _key, sealedContent: _sealed, ...row }) => row);
    return { records, files, subjectIds: rows.map((row) => row.id) };
  };
}
