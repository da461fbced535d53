import { createHash } from 'node:crypto';
import type { TContractSet } from '@onboarding/domain';
import { recordAudit, SYSTEM_CONTEXT } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { ContractsService } from '../../contracts/service';
import type { ArchiveStore } from '../archive-store';
import type { TArchiveSignedDocumentsJob } from '../jobs';
import {
  archivedOfSet,
  findRequest,
  insertArchived,
  markArchived,
  type ArchivedDocumentRow,
} from '../repository';
import { signedSetOf } from '../signed-set';

export interface ArchiveSignedDocumentsDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The signed set and its PDFs, read as their owner (the contracts module checks the hashes). */
  readonly contracts: Pick<ContractsService, 'contracts' | 'signedDocument'>;
  readonly archive: ArchiveStore;
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The job: each signed PDF not archived yet is read, its hash checked, copied to the archive
 * and recorded; then the manifest, and the request is ARCHIVED. A run that fails half-way is
 * tried again and copies only what is missing.
 */
export function createArchiveSignedDocuments(deps: ArchiveSignedDocumentsDeps) {
  const { db, clock, contracts, archive } = deps;
  return async function archiveSignedDocuments(payload: TArchiveSignedDocumentsJob): Promise<void> {
    const { prospectId, documentSetId, userId } = payload;
    const request = await findRequest(db, prospectId, documentSetId);
    if (request === null || request.status === 'ARCHIVED') return;
    const set = await signedSetOf(contracts, { userId }, prospectId);
    if (set?.documentSetId !== documentSetId) {
      throw new Error(`the signed set ${documentSetId} of ${prospectId} is not readable`);
    }
    const done = await copyMissingDocuments(deps, payload, set);
    const archivedAt = clock();
    const documents = set.documents.flatMap((document) => {
      const row = done.get(document.id);
      return row === undefined || document.signed === null
        ? []
        : [
            {
              kind: row.kind,
              fileName: row.fileName,
              sizeBytes: row.sizeBytes,
              sha256: row.sha256,
              signedAt: document.signed.signedAt,
              location: row.location,
            },
          ];
    });
    const manifest = await archive.putManifest({
      prospectId,
      documentSetId,
      language: set.language,
      manifestSha256: set.manifestSha256,
      archivedAt: archivedAt.toISOString(),
      documents,
    });
    await db.transaction(async (tx) => {
      if (!(await markArchived(tx, prospectId, documentSetId, archivedAt, manifest.location))) {
        return;
      }
      await recordAudit(tx, SYSTEM_CONTEXT, {
        actorType: 'system',
        actorId: null,
        action: 'contracts.archived',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: {
          documentSetId,
          manifestLocation: manifest.location,
          documents: documents.map(({ kind, sha256, location }) => ({ kind, sha256, location })),
        },
      });
    });
  };
}

/** Copies each signed PDF of the set not archived yet; every archived row of the set, by id. */
async function copyMissingDocuments(
  { db, clock, contracts, archive }: ArchiveSignedDocumentsDeps,
  { prospectId, documentSetId, userId }: TArchiveSignedDocumentsJob,
  set: TContractSet,
): Promise<Map<string, ArchivedDocumentRow>> {
  const owner = { userId };
  const done = new Map<string, ArchivedDocumentRow>(
    (await archivedOfSet(db, documentSetId)).map((row) => [row.contractDocumentId, row]),
  );
  for (const document of set.documents) {
    if (document.signed === null || done.has(document.id)) continue;
    const { bytes } = await contracts.signedDocument(owner, prospectId, document.id);
    const sha256 = sha256Hex(bytes);
    if (sha256 !== document.signed.sha256) {
      throw new Error(`signed document ${document.id} does not match its recorded hash`);
    }
    const { location } = await archive.put({
      prospectId,
      documentSetId,
      fileName: document.signed.fileName,
      bytes,
      sha256,
    });
    const row = {
      contractDocumentId: document.id,
      prospectId,
      documentSetId,
      kind: document.kind,
      fileName: document.signed.fileName,
      sizeBytes: bytes.byteLength,
      sha256,
      location,
      archivedAt: clock(),
    };
    await insertArchived(db, row);
    done.set(document.id, row);
  }
  return done;
}
