import type { TConsentDocument } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { StoragePort } from '../../../infra/storage/storage-port';
import type { ProspectsService } from '../../prospects/service';
import { consentDocumentBytes, sha256Hex } from '../consent-document-files';
import { toDocument } from '../consent-document-views';
import { findDocuments } from '../repository';

export interface DownloadConsentDocumentDeps {
  readonly db: Database;
  readonly storage: StoragePort;
  /** Opens the PDFs of rows made before the storage port held them. */
  readonly cipher: DataCipher;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/** The exact bytes stored; their SHA-256 is checked against the recorded one. */
export function createDownloadConsentDocument(deps: DownloadConsentDocumentDeps) {
  const { db, prospects } = deps;
  return async function downloadConsentDocument(
    user: SessionUser,
    prospectId: string,
    documentId: string,
  ): Promise<{ document: TConsentDocument; bytes: Buffer }> {
    await prospects.requireOwn(db, user, prospectId);
    const row = (await findDocuments(db, prospectId)).find((each) => each.id === documentId);
    if (row === undefined) {
      throw new AppError(404, 'NOT_FOUND', { message: 'No such document.' });
    }
    const bytes = await consentDocumentBytes(deps, row);
    if (bytes === null || sha256Hex(bytes) !== row.sha256) {
      throw new Error('consent document missing or its hash does not match');
    }
    return { document: toDocument(row), bytes };
  };
}
