import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { ProspectsService } from '../prospects/service';
import type { UploadsService } from '../uploads/service';
import type { DocumentReadingPort } from './reading-port';
import { createChooseIdType } from './use-cases/choose-id-type';
import { createCollectDocumentEvidence } from './use-cases/collect-document-evidence';
import { createConfirmIdDocuments } from './use-cases/confirm-id-documents';
import { createConfirmIdDocumentsFromDesktop } from './use-cases/confirm-id-documents-from-desktop';
import { createListDocuments } from './use-cases/list-documents';
import { createReadDocument } from './use-cases/read-document';
import { createReadDocumentContent } from './use-cases/read-document-content';
import { createReadIdStatus } from './use-cases/read-id-status';
import { createReadOwnIdStatus } from './use-cases/read-own-id-status';
import { createReadStoredBytes } from './use-cases/read-stored-bytes';
import { createRemoveDocument } from './use-cases/remove-document';
import { createResolveProspect } from './use-cases/resolve-prospect';
import { createSendBackIdDocuments } from './use-cases/send-back-id-documents';
import { createUploadDocument } from './use-cases/upload-document';

export interface DocumentReadsServiceDeps {
  readonly db: Database;
  readonly uploads: Pick<UploadsService, 'read'>;
}

/**
 * What the server's own work reads of the documents (the hand-off's status, the MRZ reading, the
 * operator's view): a service of its own, built before the modules that the documents step
 * reports to and that read from it.
 */
export function createDocumentReadsService(deps: DocumentReadsServiceDeps) {
  return {
    idStatus: createReadIdStatus(deps),
    storedBytes: createReadStoredBytes(deps),
  };
}

export type DocumentReadsService = ReturnType<typeof createDocumentReadsService>;

export interface DocumentsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly uploads: UploadsService;
  readonly reads: DocumentReadsService;
  readonly prospects: Pick<
    ProspectsService,
    'requireOwn' | 'advance' | 'processesOf' | 'resumeAfterCorrection'
  >;
  readonly reading?: DocumentReadingPort;
  /** Called after any change to a prospect's identity-document sides (live hand-off status). */
  readonly onIdDocumentsChanged?: (prospectId: string) => Promise<void> | void;
  /** Called after the desktop confirmed the sides (open hand-offs to the phone end). */
  readonly onConfirmedFromDesktop?: (prospectId: string) => Promise<void>;
}

/** Uploaded identity documents and student documents (spec 2 §3–§4, spec 3 §7). */
export function createDocumentsService(deps: DocumentsServiceDeps) {
  const resolveProspect = createResolveProspect(deps);
  const withProspect = { ...deps, resolveProspect };
  const confirm = createConfirmIdDocuments(withProspect);
  const content = createReadDocumentContent(deps);
  return {
    resolveProspect,
    idStatus: deps.reads.idStatus,
    evidenceOf: createCollectDocumentEvidence(deps),
    idStatusFor: createReadOwnIdStatus(withProspect),
    storedBytes: deps.reads.storedBytes,
    confirmFromDesktop: createConfirmIdDocumentsFromDesktop({ ...withProspect, confirm }),
    /** The phone's finalize confirms the same way, in the hand-off's transaction. */
    confirm,
    setIdType: createChooseIdType(withProspect),
    upload: createUploadDocument(withProspect),
    list: createListDocuments(withProspect),
    get: createReadDocument({ content }),
    content,
    remove: createRemoveDocument(deps),
    sendBack: createSendBackIdDocuments(deps),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
