import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MrzReading, TDocumentReadingResponse } from '@onboarding/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDataCipher } from '../src/infra/crypto/data-cipher';
import { documentReadings, documents } from '../src/infra/db/schema';
import type { MrzReader } from '../src/infra/ocr/mrz-reader';
import {
  createDocumentReadingService,
  documentReadingFor,
  type DocumentReadingService,
} from '../src/modules/document-reading/service';
import { buildTestApp, testConfig } from './build-test-app';
import { applicantWithProspect, type ApplicantWithProspect } from './prospect-helpers';
import { errorOf, get } from './security-helpers';

const FIXTURES = join(import.meta.dirname, '..', '..', '..', 'e2e', 'fixtures', 'documents');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

// Real OCR is slow on a busy machine: three readings in this file, one shared worker.
const OCR_TIMEOUT_MS = 120_000;

let app: FastifyInstance;
let reading: DocumentReadingService;

beforeAll(async () => {
  app = await buildTestApp();
  reading = documentReadingFor(app);
});

afterAll(async () => {
  await app.close();
});

/** Test fixture: a stored identity-document side, as the documents module leaves it. */
async function storedSide(
  prospectId: string,
  documentType: 'ID' | 'PP',
  side: 'FRONTVIEW' | 'BACKVIEW',
) {
  const id = randomUUID();
  await app.database.db.insert(documents).values({
    id,
    prospectId,
    documentType,
    side,
    state: 'UPLOADED',
    mediaType: 'image/jpeg',
    size: 1,
    name: `${side.toLowerCase()}.jpg`,
    uploadedVia: 'DESKTOP',
  });
  return id;
}

async function readingOf(applicant: ApplicantWithProspect): Promise<TDocumentReadingResponse> {
  const response = await get(app, `/onboarding/prospects/${applicant.prospectId}/documentreading`, {
    sid: applicant.sid,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<TDocumentReadingResponse>();
}

async function submitFixture(
  applicant: ApplicantWithProspect,
  documentType: 'ID' | 'PP',
  side: 'FRONTVIEW' | 'BACKVIEW',
  file: string,
) {
  const documentId = await storedSide(applicant.prospectId, documentType, side);
  reading.submit({
    prospectId: applicant.prospectId,
    documentId,
    documentType,
    side,
    image: fixture(file),
  });
  await reading.drain();
  return documentId;
}

describe('GET prospects/{id}/documentreading with real OCR', () => {
  it('says NONE before a side with an MRZ was uploaded, and ignores sides without one', async () => {
    const applicant = await applicantWithProspect(app);
    expect(await readingOf(applicant)).toEqual({ status: 'NONE', prefill: null });
    const documentId = await storedSide(applicant.prospectId, 'ID', 'FRONTVIEW');
    reading.submit({
      prospectId: applicant.prospectId,
      documentId,
      documentType: 'ID',
      side: 'FRONTVIEW',
      image: fixture('id-front.jpg'),
    });
    await reading.drain();
    expect(await readingOf(applicant)).toEqual({ status: 'NONE', prefill: null });
  });

  it(
    'reads the TD1 zone on the back of the ID card and stores it sealed',
    async () => {
      const applicant = await applicantWithProspect(app);
      const documentId = await submitFixture(applicant, 'ID', 'BACKVIEW', 'id-back.jpg');
      expect(await readingOf(applicant)).toEqual({
        status: 'READ',
        prefill: {
          documentType: 'ID',
          lastName: 'NOVAK',
          firstName: 'ANA ZIVA',
          documentNumber: 'IA0012345',
          birthDate: '15.03.1990',
          sex: 'F',
          nationality: { alpha3: 'SVN', alpha2: 'SI' },
          expiryDate: '30.06.2031',
        },
      });

      const [row] = await app.database.db
        .select()
        .from(documentReadings)
        .where(eq(documentReadings.documentId, documentId));
      expect(row?.status).toBe('READ');
      expect(row?.readAt).toBeInstanceOf(Date);
      const sealed = row?.sealedValues ?? '';
      expect(sealed).not.toMatch(/NOVAK|IA0012345|1990/);
      const cipher = createDataCipher(testConfig().appSecret);
      expect(cipher.openText(sealed, `document-reading:${applicant.prospectId}`)).toContain(
        'NOVAK',
      );
      // Sealed under the prospect: copied to another prospect it does not open.
      expect(() => cipher.openText(sealed, `document-reading:${randomUUID()}`)).toThrow();
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'reads the TD3 zone of the passport',
    async () => {
      const applicant = await applicantWithProspect(app);
      await submitFixture(applicant, 'PP', 'FRONTVIEW', 'passport.jpg');
      const { status, prefill } = await readingOf(applicant);
      expect(status).toBe('READ');
      expect(prefill).toMatchObject({
        documentType: 'PP',
        documentNumber: 'PA1234567',
        birthDate: '15.03.1990',
        expiryDate: '20.05.2033',
        lastName: 'NOVAK',
      });
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'ends UNREADABLE, without an error, for an image that holds no MRZ',
    async () => {
      const applicant = await applicantWithProspect(app);
      const errors = vi.spyOn(app.log, 'error');
      await submitFixture(applicant, 'ID', 'BACKVIEW', 'id-front.jpg');
      expect(await readingOf(applicant)).toEqual({ status: 'UNREADABLE', prefill: null });
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    },
    OCR_TIMEOUT_MS,
  );

  it('gives 404 for another applicant’s prospect or an id that is no prospect, 401 without a session', async () => {
    const owner = await applicantWithProspect(app);
    const other = await applicantWithProspect(app);
    const foreign = await get(app, `/onboarding/prospects/${owner.prospectId}/documentreading`, {
      sid: other.sid,
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).mainError.code).toBe('NOT_FOUND');
    const missing = await get(app, '/onboarding/prospects/not-a-prospect/documentreading', {
      sid: other.sid,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await get(app, `/onboarding/prospects/${owner.prospectId}/documentreading`);
    expect(anonymous.statusCode).toBe(401);
  });
});

/** A reader whose readings the test finishes by hand. */
function manualReader() {
  const waiting: Array<{ resolve(reading: MrzReading | null): void; reject(error: Error): void }> =
    [];
  const reader: MrzReader = {
    read: () => new Promise((resolve, reject) => waiting.push({ resolve, reject })),
    close: () => Promise.resolve(),
  };
  return { reader, waiting };
}

describe('document reading service (engine stubbed)', () => {
  const serviceWith = (reader: MrzReader, now: () => Date = () => new Date()) =>
    createDocumentReadingService({
      db: app.database.db,
      clock: now,
      cipher: createDataCipher(testConfig().appSecret),
      reader,
      log: app.log,
    });

  /** Waits until the submitted job has recorded PENDING and reached the reader. */
  const settle = async (waiting: readonly unknown[], count: number) => {
    for (let i = 0; i < 100 && waiting.length < count; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('is PENDING while the engine reads, and submit returns at once', async () => {
    const applicant = await applicantWithProspect(app);
    const { reader, waiting } = manualReader();
    const service = serviceWith(reader);
    const documentId = await storedSide(applicant.prospectId, 'PP', 'FRONTVIEW');
    const result = service.submit({
      prospectId: applicant.prospectId,
      documentId,
      documentType: 'PP',
      side: 'FRONTVIEW',
      image: Buffer.from('x'),
    });
    expect(result).toBeUndefined();
    await settle(waiting, 1);
    expect(await service.latest(applicant.prospectId)).toEqual({
      status: 'PENDING',
      prefill: null,
    });
    waiting[0]?.resolve(null);
    await service.drain();
    expect(await service.latest(applicant.prospectId)).toEqual({
      status: 'UNREADABLE',
      prefill: null,
    });
  });

  it('records UNREADABLE when the engine fails, and never throws to the caller', async () => {
    const applicant = await applicantWithProspect(app);
    const { reader, waiting } = manualReader();
    const service = serviceWith(reader);
    const documentId = await storedSide(applicant.prospectId, 'ID', 'BACKVIEW');
    service.submit({
      prospectId: applicant.prospectId,
      documentId,
      documentType: 'ID',
      side: 'BACKVIEW',
      image: Buffer.from('x'),
    });
    await settle(waiting, 1);
    waiting[0]?.reject(new Error('engine crashed'));
    await service.drain();
    expect((await service.latest(applicant.prospectId)).status).toBe('UNREADABLE');
  });

  it('does not throw when the document is unknown (the row cannot be recorded)', async () => {
    const applicant = await applicantWithProspect(app);
    const service = serviceWith(manualReader().reader);
    service.submit({
      prospectId: applicant.prospectId,
      documentId: randomUUID(),
      documentType: 'ID',
      side: 'BACKVIEW',
      image: Buffer.from('x'),
    });
    await service.drain();
    expect((await service.latest(applicant.prospectId)).status).toBe('NONE');
  });

  it('ends a reading UNREADABLE at once when too many are queued', async () => {
    const applicant = await applicantWithProspect(app);
    const { reader, waiting } = manualReader();
    const service = createDocumentReadingService({
      db: app.database.db,
      clock: () => new Date(),
      cipher: createDataCipher(testConfig().appSecret),
      reader,
      log: app.log,
      maxQueued: 1,
    });
    const submit = async () => {
      const documentId = await storedSide(applicant.prospectId, 'ID', 'BACKVIEW');
      service.submit({
        prospectId: applicant.prospectId,
        documentId,
        documentType: 'ID',
        side: 'BACKVIEW',
        image: Buffer.from('x'),
      });
      return documentId;
    };
    const first = await submit();
    await settle(waiting, 1);
    const second = await submit();
    const statusOf = async (documentId: string) =>
      (
        await app.database.db
          .select()
          .from(documentReadings)
          .where(eq(documentReadings.documentId, documentId))
      )[0]?.status;
    for (let i = 0; i < 100 && (await statusOf(second)) !== 'UNREADABLE'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await statusOf(second)).toBe('UNREADABLE');
    expect(await statusOf(first)).toBe('PENDING');
    expect(waiting).toHaveLength(1);
    waiting[0]?.resolve(null);
    await service.drain();
  });

  it('counts a PENDING reading left by an ended process as UNREADABLE after five minutes', async () => {
    const applicant = await applicantWithProspect(app);
    let now = new Date('2026-11-23T09:00:00Z');
    const service = serviceWith(manualReader().reader, () => now);
    const documentId = await storedSide(applicant.prospectId, 'ID', 'BACKVIEW');
    await app.database.db.insert(documentReadings).values({
      id: randomUUID(),
      prospectId: applicant.prospectId,
      documentId,
      documentType: 'ID',
      side: 'BACKVIEW',
      status: 'PENDING',
      createdAt: now,
    });
    now = new Date(now.getTime() + 4 * 60_000);
    expect((await service.latest(applicant.prospectId)).status).toBe('PENDING');
    now = new Date(now.getTime() + 2 * 60_000);
    expect((await service.latest(applicant.prospectId)).status).toBe('UNREADABLE');
  });

  it('answers UNREADABLE, not an error, when the stored values no longer open', async () => {
    const applicant = await applicantWithProspect(app);
    const documentId = await storedSide(applicant.prospectId, 'PP', 'FRONTVIEW');
    const otherKey = createDataCipher('another-secret-that-is-long-enough-0123456789');
    await app.database.db.insert(documentReadings).values({
      id: randomUUID(),
      prospectId: applicant.prospectId,
      documentId,
      documentType: 'PP',
      side: 'FRONTVIEW',
      status: 'READ',
      sealedValues: otherKey.sealText(
        '{"lastName":"NOVAK"}',
        `document-reading:${applicant.prospectId}`,
      ),
      readAt: new Date(),
    });
    const errors = vi.spyOn(app.log, 'error');
    expect(await readingOf(applicant)).toEqual({ status: 'UNREADABLE', prefill: null });
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });

  it('goes with its document', async () => {
    const applicant = await applicantWithProspect(app);
    const { reader, waiting } = manualReader();
    const service = serviceWith(reader);
    const documentId = await storedSide(applicant.prospectId, 'ID', 'BACKVIEW');
    service.submit({
      prospectId: applicant.prospectId,
      documentId,
      documentType: 'ID',
      side: 'BACKVIEW',
      image: Buffer.from('x'),
    });
    await settle(waiting, 1);
    waiting[0]?.resolve(null);
    await service.drain();
    await app.database.db.delete(documents).where(eq(documents.id, documentId));
    expect((await service.latest(applicant.prospectId)).status).toBe('NONE');
  });
});
