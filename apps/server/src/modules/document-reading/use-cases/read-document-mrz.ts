import { documentPrefillOf } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { MrzReader } from '../../../infra/ocr/mrz-reader';
import type { CaseSearchIndex } from '../../../infra/search-index/case-search-index';
import type { TReadDocumentJob } from '../jobs';
import { cipherContext, searchValuesOfPrefill } from '../prefill';
import { finishReading } from '../repository';

export interface ReadDocumentMrzDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly reader: MrzReader;
  readonly log: FastifyBaseLogger;
  /** The stored bytes of a document (the documents module's), null when it is gone. */
  readonly loadImage: (documentId: string) => Promise<Buffer | null>;
  /** The staff case search's keyed hashes of the names and number read (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexCase'>;
}

/** The job's handler: OCR, then the checked values sealed, or UNREADABLE (decision 082). */
export function createReadDocumentMrz(deps: ReadDocumentMrzDeps) {
  const { db, clock, cipher, reader, log, loadImage } = deps;
  return async function read(job: TReadDocumentJob): Promise<void> {
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
    await db.transaction(async (tx) => {
      const ended = await finishReading(tx, job.readingId, {
        status: found ? 'READ' : 'UNREADABLE',
        sealedValues: found
          ? cipher.sealText(JSON.stringify(prefill), cipherContext(job.prospectId))
          : null,
        readAt: clock(),
      });
      if (ended && found) {
        await deps.searchIndex.indexCase(
          tx,
          job.prospectId,
          'DOCUMENT_READING',
          searchValuesOfPrefill(prefill),
        );
      }
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
  };
}
