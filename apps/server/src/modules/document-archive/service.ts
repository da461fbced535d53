import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { ContractsService } from '../contracts/service';
import type { ProspectsService } from '../prospects/service';
import type { ArchiveStore } from './archive-store';
import { createArchiveSignedDocuments } from './use-cases/archive-signed-documents';
import { createEnqueueArchive } from './use-cases/enqueue-archive';
import { createRequestArchive } from './use-cases/request-archive';

export interface DocumentArchiveDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly prospects: Pick<ProspectsService, 'processesOf'>;
  /** The signed set and its PDFs, read as their owner (the contracts module checks the hashes). */
  readonly contracts: Pick<ContractsService, 'contracts' | 'signedDocument'>;
  readonly archive: ArchiveStore;
  readonly requests: ArchiveRequestsService;
}

/**
 * The hand-over of the signed contracts to the bank's document archive (spec 3 §7 older document
 * helpers, `uploadsigneddocuments`): asked for by the applicant's session (or, if the lead wires
 * it, where signing ends), done by a durable job that copies each signed PDF with its SHA-256 and
 * then the set's manifest, recording what was archived. Asking again changes nothing.
 */
export function createDocumentArchiveService(deps: DocumentArchiveDeps) {
  return {
    request: createRequestArchive({ ...deps, enqueueArchive: deps.requests.enqueue }),
    archive: createArchiveSignedDocuments(deps),
  };
}

export type DocumentArchiveService = ReturnType<typeof createDocumentArchiveService>;

/**
 * Recording a signed set's archive request and queuing its job, in the caller's transaction: a
 * service of its own because the contracts module calls it when a set is signed, and the rest of
 * the archive reads the signed documents from the contracts.
 */
export function createArchiveRequestsService(deps: Pick<DocumentArchiveDeps, 'clock' | 'jobs'>) {
  return { enqueue: createEnqueueArchive(deps) };
}

export type ArchiveRequestsService = ReturnType<typeof createArchiveRequestsService>;
