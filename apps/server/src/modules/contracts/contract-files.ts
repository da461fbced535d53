import { createHash } from 'node:crypto';
import type { ContractDocumentKind } from '@onboarding/domain';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { ContractDocumentRow } from './repository';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const storageKeyOf = (prospectId: string, documentId: string, signed = false) =>
  `contracts/${prospectId}/${documentId}${signed ? '-signed' : ''}`;

export const FILE_NAMES: Readonly<Record<ContractDocumentKind, string>> = {
  PRODUCT_CONTRACT: 'product-contract',
  GENERAL_TERMS: 'general-terms',
  CREDIT_AGREEMENT: 'credit-agreement',
  DEPOSIT_INFORMATION: 'deposit-information',
};

/** A document's stored bytes (as made or as signed), checked against the recorded SHA-256. */
export async function contractDocumentBytes(
  storage: Pick<StoragePort, 'get'>,
  row: ContractDocumentRow,
  signed: boolean,
): Promise<Buffer> {
  const key = signed ? row.signedStorageKey : row.storageKey;
  const expected = signed ? row.signedSha256 : row.sha256;
  const bytes = key === null ? null : await storage.get(key);
  if (bytes === null || sha256Hex(bytes) !== expected) {
    throw new Error('contract document missing or its hash does not match');
  }
  return bytes;
}
