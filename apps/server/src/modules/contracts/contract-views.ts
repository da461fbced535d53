import {
  CONTRACT_DOCUMENT_KINDS,
  type TContractDocument,
  type TContractSet,
  type TIssuedCertificate,
} from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import {
  findSetDocuments,
  type CertificateRow,
  type ContractDocumentRow,
  type ContractSetRow,
} from './repository';
import type { SigningCodes } from './signing-codes';

export function toIssued(row: CertificateRow): TIssuedCertificate {
  return {
    serialNumber: row.serialNumber,
    subjectDn: row.subjectDn,
    issuerDn: row.issuerDn,
    notBefore: row.notBefore.toISOString(),
    notAfter: row.notAfter.toISOString(),
    fingerprintSha256: row.fingerprintSha256,
  };
}

export function toDocument(row: ContractDocumentRow): TContractDocument {
  const signed =
    row.signedSha256 === null || row.signedSizeBytes === null || row.signedAt === null
      ? null
      : {
          fileName: row.fileName.replace(/\.pdf$/, '-signed.pdf'),
          sizeBytes: row.signedSizeBytes,
          sha256: row.signedSha256,
          timestamped: row.timestamped ?? false,
          signedAt: row.signedAt.toISOString(),
        };
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    mediaType: 'application/pdf',
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    openedAt: row.openedAt?.toISOString() ?? null,
    signed,
  };
}

export const inKindOrder = (rows: readonly ContractDocumentRow[]) =>
  [...rows].sort(
    (a, b) => CONTRACT_DOCUMENT_KINDS.indexOf(a.kind) - CONTRACT_DOCUMENT_KINDS.indexOf(b.kind),
  );

/** A set as the page shows it, with the code waiting for it while it is not signed. */
export const setView = async (
  codes: Pick<SigningCodes, 'pending'>,
  tx: Database | Transaction,
  set: ContractSetRow,
): Promise<TContractSet> => ({
  documentSetId: set.id,
  language: set.language,
  status: set.status === 'SIGNED' ? 'SIGNED' : 'READY',
  documents: inKindOrder(await findSetDocuments(tx, set.id)).map(toDocument),
  amounts: set.amounts,
  manifestSha256: set.manifestSha256,
  code:
    set.status === 'SIGNED'
      ? null
      : await codes.pending(tx, set.prospectId, 'CONTRACTS', set.manifestSha256),
});
