import { randomUUID } from 'node:crypto';
import {
  documentPrefillOf,
  ZDocumentPrefill,
  type TDocumentPrefill,
  type TDocumentReadingResponse,
} from '@onboarding/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../infra/clock';
import { createDataCipher, type DataCipher } from '../../infra/crypto/data-cipher';
import type { Database } from '../../infra/db/database';
import { createTesseractMrzReader, type MrzReader } from '../../infra/ocr/mrz-reader';
import { failStalePending, finishReading, insertReading, latestReadingOf } from './repository';

/** What the documents module hands over after storing a side that may hold an MRZ. */
export interface DocumentReadingSubmission {
  readonly prospectId: string;
  readonly documentId: string;
  readonly documentType: 'ID' | 'PP';
  readonly side: 'FRONTVIEW' | 'BACKVIEW';
  readonly image: Buffer;
}

export interface DocumentReadingDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly reader: MrzReader;
  readonly log: FastifyBaseLogger;
  /** A PENDING reading older than this that no job of this process holds counts as UNREADABLE. */
  readonly staleAfterMs?: number;
  /** Readings waiting at most; beyond, a new one ends UNREADABLE at once (each holds its image). */
  readonly maxQueued?: number;
}

const STALE_AFTER_MS = 5 * 60_000;
const MAX_QUEUED = 16;

/** The sides that carry an MRZ: a passport's data page, an identity card's back (TD1). */
export function holdsMrz(documentType: 'ID' | 'PP', side: 'FRONTVIEW' | 'BACKVIEW'): boolean {
  return documentType === 'PP' ? side === 'FRONTVIEW' : side === 'BACKVIEW';
}

const cipherContext = (prospectId: string) => `document-reading:${prospectId}`;

/**
 * Reads the MRZ of uploaded identity documents in the background (issue 5 point 7, decision 082)
 * and offers its checked values to the personal data screen.
 */
export function createDocumentReadingService({
  db,
  clock,
  cipher,
  reader,
  log,
  staleAfterMs = STALE_AFTER_MS,
  maxQueued = MAX_QUEUED,
}: DocumentReadingDeps) {
  const inFlight = new Map<string, Promise<void>>();

  const read = async (id: string, input: DocumentReadingSubmission, overloaded: boolean) => {
    await insertReading(db, {
      id,
      prospectId: input.prospectId,
      documentId: input.documentId,
      documentType: input.documentType,
      side: input.side,
      status: 'PENDING',
      createdAt: clock(),
    });
    const started = performance.now();
    if (overloaded) log.warn({ readingId: id }, 'document reading skipped: too many queued');
    const reading = overloaded
      ? null
      : await reader.read(input.image).catch((error: unknown) => {
          log.error({ err: error, readingId: id }, 'document reading failed');
          return null;
        });
    const prefill = reading ? documentPrefillOf(reading) : {};
    const found = Object.keys(prefill).some((key) => key !== 'documentType');
    await finishReading(db, id, {
      status: found ? 'READ' : 'UNREADABLE',
      sealedValues: found
        ? cipher.sealText(JSON.stringify(prefill), cipherContext(input.prospectId))
        : null,
      readAt: clock(),
    });
    log.info(
      {
        readingId: id,
        found,
        valid: reading?.valid ?? false,
        ms: Math.round(performance.now() - started),
      },
      'document reading finished',
    );
  };

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
    /**
     * Queues the reading of a side that holds an MRZ (others are ignored); never throws and never
     * makes the caller wait. Call it after the document row is committed.
     */
    submit(input: DocumentReadingSubmission): void {
      if (!holdsMrz(input.documentType, input.side)) return;
      const id = randomUUID();
      const job = read(id, input, inFlight.size >= maxQueued)
        .catch((error: unknown) => {
          log.error({ err: error, readingId: id }, 'document reading could not be recorded');
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, job);
    },

    /** The latest reading of the prospect (the caller has checked the prospect is the session's). */
    async latest(prospectId: string): Promise<TDocumentReadingResponse> {
      const now = clock();
      await failStalePending(db, prospectId, {
        before: new Date(now.getTime() - staleAfterMs),
        readAt: now,
        inFlight: [...inFlight.keys()],
      });
      const row = await latestReadingOf(db, prospectId);
      if (!row) return { status: 'NONE', prefill: null };
      if (row.status === 'PENDING' || row.status === 'UNREADABLE') {
        return { status: row.status, prefill: null };
      }
      const prefill = prefillOf(prospectId, row.sealedValues);
      return prefill === null
        ? { status: 'UNREADABLE', prefill: null }
        : { status: 'READ', prefill };
    },

    /** Resolves when every queued reading has been recorded (app close, tests). */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight.values()]);
    },
  };
}

export type DocumentReadingService = ReturnType<typeof createDocumentReadingService>;

// Keyed by the app's config object: one per app instance, shared by its encapsulated plugins.
const servicesByApp = new WeakMap<object, DocumentReadingService>();

/**
 * The app's one document-reading service, with its one OCR worker: the documents module and this
 * module's routes both get it here, in their plugin's registration. On close the queued readings
 * are finished, then the worker ends (before the database closes: onClose hooks run in reverse).
 */
export function documentReadingFor(app: FastifyInstance): DocumentReadingService {
  const db = app.database.db;
  const existing = servicesByApp.get(app.config);
  if (existing) return existing;
  const reader = createTesseractMrzReader({ clock: app.clock });
  const service = createDocumentReadingService({
    db,
    clock: app.clock,
    cipher: createDataCipher(app.config.appSecret),
    reader,
    log: app.log,
  });
  servicesByApp.set(app.config, service);
  app.addHook('onClose', async () => {
    servicesByApp.delete(app.config);
    await service.drain();
    await reader.close();
  });
  return service;
}
