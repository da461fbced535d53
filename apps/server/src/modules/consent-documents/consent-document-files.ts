import { createHash } from 'node:crypto';
import type { ConsentDocumentKind } from '@onboarding/domain';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { ConsentDocumentRow } from './repository';

export const FILE_NAMES: Readonly<Record<ConsentDocumentKind, string>> = {
  GENERAL_TERMS: 'general-terms',
  CONSENTS: 'consents',
  DATA_SUMMARY: 'data-summary',
};

const sealContext = (row: Pick<ConsentDocumentRow, 'id' | 'prospectId'>) =>
  `consent-document:${row.prospectId}:${row.id}`;

export const storageKeyOf = (prospectId: string, id: string) =>
  `consent-documents/${prospectId}/${id}`;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface ConsentDocumentBytesDeps {
  readonly storage: StoragePort;
  /** Opens the PDFs of rows made before the storage port held them. */
  readonly cipher: DataCipher;
}

/** A document's PDF: from storage, or sealed in its row when made before storage held them. */
export async function consentDocumentBytes(
  { storage, cipher }: ConsentDocumentBytesDeps,
  row: ConsentDocumentRow,
): Promise<Buffer | null> {
  if (row.storageKey !== null) return storage.get(row.storageKey);
  if (row.sealedContent === null) return null;
  return cipher.open(Buffer.from(row.sealedContent, 'base64'), sealContext(row));
}
