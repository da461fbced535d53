import { randomUUID } from 'node:crypto';
import {
  documentPrefillOf,
  ZDocumentPrefill,
  type DocumentSide,
  type IdDocumentType,
  type TDocumentPrefill,
  type TDocumentReadingResponse,
} from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { MrzReader } from '../../infra/ocr/mrz-reader';
import type { SessionUser } from '../../infra/session/session-store';
import type { ProspectsService } from '../prospects/service';
import { readDocumentJob, type TReadDocumentJob } from './jobs';
import {
  failStalePending,
  finishReading,
  insertReading,
  latestReadingOf,
  readingsOf,
} from './repository';

/** A side that may hold an MRZ, stored and committed with the reading request. */
export interface DocumentReadingRequest {
  readonly prospectId: string;
  readonly documentId: string;
  readonly documentType: IdDocumentType;
  readonly side: DocumentSide;
}

export interface DocumentReadingDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly reader: MrzReader;
  readonly jobs: JobQueue;
  readonly log: FastifyBaseLogger;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  /** The stored bytes of a document (the documents module's), null when it is gone. */
  readonly loadImage: (documentId: string) => Promise<Buffer | null>;
  /** A reading PENDING this long (its job dead-lettered, say) counts as UNREADABLE. */
  readonly staleAfterMs?: number;
}

const STALE_AFTER_MS = 5 * 60_000;

const cipherContext = (prospectId: string) => `document-reading:${prospectId}`;

/**
 * Reads the MRZ of uploaded identity documents in a job (issue 5 point 7, decision 082) and offers
 * its checked values to the personal data screen.
 */
export function createDocumentReadingService({
  db,
  clock,
  cipher,
  reader,
  jobs,
  log,
  prospects,
  loadImage,
  staleAfterMs = STALE_AFTER_MS,
}: DocumentReadingDeps) {
  /** The sealed values; null when they no longer open (another key) or no longer fit the schema. */
  const prefillOf = (prospectId: string, sealed: string | null): TDocumentPrefill | null => {
    if (sealed === null) return null;
    try {
      const plain = cipher.openText(sealed, cipherContext(prospectId));
      return ZDocumentPrefill.parse(JSON.parse(plain));
    } catch (error) {
      log.error({ err: error, prospectId }, 'stored document reading cannot be opened');
      return null;
    }
  };

  return {
    /** Every reading of a prospect with its values decrypted (case evidence, decision 151). */
    async evidenceOf(prospectId: string) {
      const rows = await readingsOf(db, prospectId);
      const records = rows.map(({ sealedValues, ...row }) => ({
        ...row,
        values: prefillOf(prospectId, sealedValues),
      }));
      return { records, files: [], subjectIds: rows.map((row) => row.id) };
    },

    /** A PENDING reading and its job, in the transaction that stores the side. */
    async request(tx: Transaction, input: DocumentReadingRequest): Promise<void> {
      const readingId = randomUUID();
      await insertReading(tx, {
        id: readingId,
        prospectId: input.prospectId,
        documentId: input.documentId,
        documentType: input.documentType,
        side: input.side,
        status: 'PENDING',
        createdAt: clock(),
      });
      await jobs.enqueue(tx, readDocumentJob, { readingId, ...input }, { key: readingId });
    },

    /** The job's handler: OCR, then the checked values sealed, or UNREADABLE. */
    async read(job: TReadDocumentJob): Promise<void> {
      const started = performance.now();
      const image = await loadImage(job.documentId);
      const reading =
        image === null
          ? null
          : await reader.read(image).catch((error: unknown) => {
              log.error({ err: error, readingId: job.readingId }, 'document reading failed');
              return null;
            });
      const prefill = reading ? documentPrefillOf(reading) : {};
      const found = Object.keys(prefill).some((key) => key !== 'documentType');
      await finishReading(db, job.readingId, {
        status: found ? 'READ' : 'UNREADABLE',
        sealedValues: found
          ? cipher.sealText(JSON.stringify(prefill), cipherContext(job.prospectId))
          : null,
        readAt: clock(),
      });
      log.info(
        {
          readingId: job.readingId,
          found,
          valid: reading?.valid ?? false,
          ms: Math.round(performance.now() - started),
        },
        'document reading finished',
      );
    },

    /** `GET prospects/{id}/documentreading`: the latest reading of the applicant's prospect. */
    async latestOfOwn(
      user: Pick<SessionUser, 'userId'>,
      prospectId: string,
    ): Promise<TDocumentReadingResponse> {
      const prospect = await prospects.requireOwn(db, user, prospectId);
      return latest(prospect.id);
    },
  };

  /** The latest reading of the prospect. */
  async function latest(prospectId: string): Promise<TDocumentReadingResponse> {
    const now = clock();
    await failStalePending(db, prospectId, {
      before: new Date(now.getTime() - staleAfterMs),
      readAt: now,
    });
    const row = await latestReadingOf(db, prospectId);
    if (!row) return { status: 'NONE', prefill: null };
    if (row.status === 'PENDING' || row.status === 'UNREADABLE') {
      return { status: row.status, prefill: null };
    }
    const prefill = prefillOf(prospectId, row.sealedValues);
    return prefill === null ? { status: 'UNREADABLE', prefill: null } : { status: 'READ', prefill };
  }
}

export type DocumentReadingService = ReturnType<typeof createDocumentReadingService>;
