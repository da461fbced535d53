import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { MrzReader } from '../../infra/ocr/mrz-reader';
import type { CaseSearchIndex } from '../../infra/search-index/case-search-index';
import type { ProspectsService } from '../prospects/service';
import { createCollectReadingEvidence } from './use-cases/collect-reading-evidence';
import { createReadDocumentMrz } from './use-cases/read-document-mrz';
import { createReadLatestPrefill } from './use-cases/read-latest-prefill';
import { createReadLatestReading } from './use-cases/read-latest-reading';
import { createReadOcrScanSetup } from './use-cases/read-ocr-scan-setup';
import { createRequestDocumentReading } from './use-cases/request-document-reading';

export interface DocumentReadingDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly reader: MrzReader;
  readonly jobs: JobQueue;
  readonly log: FastifyBaseLogger;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'prospectOf'>;
  /** The stored bytes of a document (the documents module's), null when it is gone. */
  readonly loadImage: (documentId: string) => Promise<Buffer | null>;
  /** A reading PENDING this long (its job dead-lettered, say) counts as UNREADABLE. */
  readonly staleAfterMs?: number;
  /** The staff case search's index, written with each reading (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexCase'>;
}

/**
 * Reads the MRZ of uploaded identity documents in a job (decision 082) and offers its checked
 * values to the personal data screen; tells the old API's scan what it accepts (decision 183).
 */
export function createDocumentReadingService(deps: DocumentReadingDeps) {
  return {
    evidenceOf: createCollectReadingEvidence(deps),
    request: createRequestDocumentReading(deps),
    read: createReadDocumentMrz(deps),
    latestOfOwn: createReadLatestReading(deps),
    latestPrefill: createReadLatestPrefill(deps),
    ocrScanSetup: createReadOcrScanSetup(deps),
  };
}

export type DocumentReadingService = ReturnType<typeof createDocumentReadingService>;
