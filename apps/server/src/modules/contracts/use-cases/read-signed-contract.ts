import type { Database } from '../../../infra/db/database';
import type { StoragePort } from '../../../infra/storage/storage-port';
import type { ProspectsService } from '../../prospects/service';
import { contractDocumentBytes } from '../contract-files';
import type { Owner } from '../contract-step';
import { toDocument } from '../contract-views';
import { notFound } from '../errors';
import { findDocument } from '../repository';

export interface ReadSignedContractDeps {
  readonly db: Database;
  readonly storage: StoragePort;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/** The signed PDF, for its owner only. */
export function createReadSignedContract({ db, storage, prospects }: ReadSignedContractDeps) {
  return async function readSignedContract(user: Owner, prospectId: string, documentId: string) {
    await prospects.requireOwn(db, user, prospectId);
    const row = await findDocument(db, documentId);
    if (row?.prospectId !== prospectId || row.signedStorageKey === null) throw notFound();
    const document = toDocument(row);
    return {
      fileName: document.signed?.fileName ?? row.fileName,
      bytes: await contractDocumentBytes(storage, row, true),
    };
  };
}
