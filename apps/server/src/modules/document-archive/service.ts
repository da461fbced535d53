import { createHash } from 'node:crypto';
import type { ProductState, TContractSet } from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, SYSTEM_CONTEXT, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { SessionUser } from '../../infra/session/session-store';
import type { ContractsService } from '../contracts/service';
import type { ProspectsService } from '../prospects/service';
import type { TDocumentArchive, TUploadSignedDocumentsResponse } from './archive-api';
import type { ArchiveStore } from './archive-store';
import { archiveSignedDocumentsJob, type TArchiveSignedDocumentsJob } from './jobs';
import {
  archivedOfSet,
  findRequest,
  insertArchived,
  insertRequest,
  markArchived,
  type ArchiveRequestRow,
} from './repository';

export interface DocumentArchiveDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly prospects: Pick<ProspectsService, 'status'>;
  /** The signed set and its PDFs, read as their owner (the contracts module checks the hashes). */
  readonly contracts: Pick<ContractsService, 'contracts' | 'signedDocument'>;
  readonly archive: ArchiveStore;
}

/** The product states that come after signing (decision 140): only these can have a signed set. */
const SIGNED_STATES: readonly ProductState[] = [
  'PRODUCT_DOCUMENTS_SIGNED',
  'PRODUCT_PENNY_TRANSFER_DISPLAYED',
  'PRODUCT_ACTIVE',
];

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The hand-over of the signed contracts to the bank's document archive (spec 3 §7 older document
 * helpers, `uploadsigneddocuments`): asked for by the applicant's session (or, if the lead wires
 * it, where signing ends), done by a durable job that copies each signed PDF with its SHA-256 and
 * then the set's manifest, recording what was archived. Asking again changes nothing.
 */
export function createDocumentArchiveService(deps: DocumentArchiveDeps) {
  const { db, clock, jobs, prospects, contracts, archive } = deps;

  const viewOf = async (request: ArchiveRequestRow): Promise<TDocumentArchive> => ({
    prospectId: request.prospectId,
    documentSetId: request.documentSetId,
    status: request.status,
    requestedAt: request.requestedAt.toISOString(),
    archivedAt: request.archivedAt?.toISOString() ?? null,
    documents: (await archivedOfSet(db, request.documentSetId)).map((row) => ({
      kind: row.kind,
      fileName: row.fileName,
      sha256: row.sha256,
      archivedAt: row.archivedAt.toISOString(),
    })),
  });

  /** The set signed by this owner's prospect, or null (nothing signed, or no set at all). */
  const signedSetOf = async (
    owner: Pick<SessionUser, 'userId'>,
    prospectId: string,
  ): Promise<TContractSet | null> => {
    try {
      const set = await contracts.contracts(owner, prospectId, SYSTEM_CONTEXT);
      return set.status === 'SIGNED' ? set : null;
    } catch (error) {
      if (error instanceof AppError && error.status === 409) return null;
      throw error;
    }
  };

  /**
   * In the caller's transaction: records the request of a signed set and enqueues its job (once
   * per set; a second call finds the request and enqueues nothing). True when it was new.
   */
  const enqueue = async (
    tx: Transaction,
    request: {
      readonly prospectId: string;
      readonly documentSetId: string;
      readonly userId: string;
    },
    context: RequestContext,
    actorType: 'applicant' | 'system' = 'applicant',
  ): Promise<boolean> => {
    const inserted = await insertRequest(tx, {
      prospectId: request.prospectId,
      documentSetId: request.documentSetId,
      requestedBy: request.userId,
      requestedAt: clock(),
      status: 'QUEUED',
    });
    if (!inserted) return false;
    await jobs.enqueue(tx, archiveSignedDocumentsJob, request, {
      key: `document-archive:${request.documentSetId}`,
    });
    await recordAudit(tx, context, {
      actorType,
      actorId: actorType === 'applicant' ? request.userId : null,
      action: 'contracts.archive_requested',
      subjectType: 'prospect',
      subjectId: request.prospectId,
      details: { documentSetId: request.documentSetId },
    });
    return true;
  };

  return {
    enqueue,

    /**
     * `POST /services/cib/documents/uploadsigneddocuments` (body empty): every prospect of the
     * session with a signed contract set is handed to the archive; 409 NOTHING_SIGNED when none.
     */
    async request(
      user: SessionUser,
      context: RequestContext,
    ): Promise<TUploadSignedDocumentsResponse> {
      const { processes } = await prospects.status(user, user.uid);
      const signed: { prospectId: string; documentSetId: string }[] = [];
      for (const process of processes) {
        if (!SIGNED_STATES.includes(process.productState)) continue;
        const set = await signedSetOf(user, process.prospectId);
        if (set !== null)
          signed.push({ prospectId: process.prospectId, documentSetId: set.documentSetId });
      }
      if (signed.length === 0) {
        throw new AppError(409, 'NOTHING_SIGNED', {
          message: 'There are no signed contracts to archive yet.',
        });
      }
      const requests = await db.transaction(async (tx) => {
        const rows: ArchiveRequestRow[] = [];
        for (const set of signed) {
          await enqueue(tx, { ...set, userId: user.userId }, context);
          const row = await findRequest(tx, set.prospectId, set.documentSetId);
          if (row !== null) rows.push(row);
        }
        return rows;
      });
      return { archives: await Promise.all(requests.map(viewOf)) };
    },

    /**
     * The job: each signed PDF not archived yet is read, its hash checked, copied to the archive
     * and recorded; then the manifest, and the request is ARCHIVED. A run that fails half-way is
     * tried again and copies only what is missing.
     */
    async archive(payload: TArchiveSignedDocumentsJob): Promise<void> {
      const { prospectId, documentSetId, userId } = payload;
      const request = await findRequest(db, prospectId, documentSetId);
      if (request === null || request.status === 'ARCHIVED') return;
      const owner = { userId };
      const set = await signedSetOf(owner, prospectId);
      if (set?.documentSetId !== documentSetId) {
        throw new Error(`the signed set ${documentSetId} of ${prospectId} is not readable`);
      }
      const done = new Map(
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
    },
  };
}

export type DocumentArchiveService = ReturnType<typeof createDocumentArchiveService>;
