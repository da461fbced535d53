import type { Database } from '../../../infra/db/database';
import type { SigningProvider } from '../../../infra/signing/signing-provider';
import type { StoragePort } from '../../../infra/storage/storage-port';
import {
  findCertificate,
  findDocumentsOfProspect as findContractDocumentsOfProspect,
  findSetsOfProspect,
} from '../repository';

export interface CollectContractEvidenceDeps {
  readonly db: Database;
  readonly storage: StoragePort;
  /** certificate and trustChainPem: the case evidence export's certificate and chain. */
  readonly signing: Pick<SigningProvider, 'certificate' | 'trustChainPem'>;
}

/**
 * The prospect's certificate (with its PEM and CA chain), every contract set and every
 * document as prepared and as signed, for the case evidence export (decision 151).
 */
export function createCollectContractEvidence({
  db,
  storage,
  signing,
}: CollectContractEvidenceDeps) {
  return async function collectContractEvidence(prospectId: string) {
    const certificateRow = await findCertificate(db, prospectId);
    const sets = await findSetsOfProspect(db, prospectId);
    const documents = await findContractDocumentsOfProspect(db, prospectId);
    const files: {
      name: string;
      mediaType: string;
      bytes: Buffer;
      recordedSha256: string | null;
    }[] = [];
    const pdf = 'application/pdf';
    for (const row of documents) {
      const prepared = await storage.get(row.storageKey);
      if (prepared !== null) {
        const name = `${row.setId}/${row.id}-${row.fileName}`;
        files.push({ name, mediaType: pdf, bytes: prepared, recordedSha256: row.sha256 });
      }
      const signed = row.signedStorageKey === null ? null : await storage.get(row.signedStorageKey);
      if (signed !== null && row.signedSha256 !== null) {
        const name = `${row.setId}/${row.id}-signed-${row.fileName}`;
        files.push({ name, mediaType: pdf, bytes: signed, recordedSha256: row.signedSha256 });
      }
    }
    if (certificateRow !== null) {
      const issued = await signing.certificate(certificateRow.certificateId);
      if (issued !== null) {
        const pem = Buffer.from(issued.certificatePem);
        const chain = Buffer.from((await signing.trustChainPem()).join(''));
        const mediaType = 'application/x-pem-file';
        files.push({ name: 'certificate', mediaType, bytes: pem, recordedSha256: null });
        files.push({ name: 'certificate-chain', mediaType, bytes: chain, recordedSha256: null });
      }
    }
    const records = {
      certificate: certificateRow,
      sets,
      documents: documents.map(({ storageKey: _key, signedStorageKey: _signed, ...row }) => row),
    };
    return { records, files, subjectIds: [...sets, ...documents].map((row) => row.id) };
  };
}
