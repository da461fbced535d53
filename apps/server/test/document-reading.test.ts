import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MrzReading, TDocumentReadingResponse } from '@onboarding/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDataCipher } from '../src/infra/crypto/data-cipher';
import { documentReadings, documents, prospects } from '../src/composition/schema';
import type { JobQueue } from '../src/infra/jobs/job-queue';
import type { MrzReader } from '../src/infra/ocr/mrz-reader';
import type { TReadDocumentJob } from '../src/modules/document-reading/jobs';
import { createDocumentReadingService } from '../src/modules/document-reading/service';
import { buildTestApp, testConfig } from './build-test-app';
import { type ApplicantWithProspect } from './prospect-helpers';
import { errorOf, get } from './security-helpers';
import { applicantAt } from './builders/applicant';

const FIXTURES = join(import.meta.dirname, '..', '..', '..', 'e2e', 'fixtures', 'documents');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

// Real OCR is slow on a busy machine: three readings in this file, one shared worker.
const OCR_TIMEOUT_MS = 120_000;

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  // The tests below enqueue readings that the app's own worker also takes up with the real OCR
  // engine; closing while one runs would end the pool under its completion.
  await app.jobs.drain(OCR_TIMEOUT_MS);
  await app.close();
}, OCR_TIMEOUT_MS);

/** Test fixture: a stored identity-document side, as the documents module leaves it. */
async function storedSide(
  prospectId: string,
  documentType: 'ID' | 'PP',
  side: 'FRONTVIEW' | 'BACKVIEW',
  image?: Buffer,
) {
  const id = randomUUID();
  const storageKey = `documents/${prospectId}/${id}`;
  if (image !== undefined) await app.services.uploads.store(storageKey, image);
  await app.database.db.insert(documents).values({
    id,
    prospectId,
    documentType,
    side,
    state: 'UPLOADED',
    storageKey: image === undefined ? null : storageKey,
    mediaType: 'image/jpeg',
    size: image?.length ?? 1,
    name: `${side.toLowerCase()}.jpg`,
    uploadedVia: 'DESKTOP',
  });
  return id;
}

/** The account that owns the applicant's prospect, as a session would name it. */
async function ownerOf(applicant: ApplicantWithProspect): Promise<{ userId: string }> {
  const [row] = await app.database.db
    .select({ userId: prospects.userId })
    .from(prospects)
    .where(eq(prospects.id, applicant.prospectId));
  return { userId: row?.userId ?? '' };
}

/** Requests the reading as an upload does (in a transaction) and waits for its job. */
async function requestAndRead(
  prospectId: string,
  documentId: string,
  documentType: 'ID' | 'PP',
  side: 'FRONTVIEW' | 'BACKVIEW',
) {
  await app.database.db.transaction((tx) =>
    app.services.documentReading.request(tx, { prospectId, documentId, documentType, side }),
  );
  await app.jobs.drain(OCR_TIMEOUT_MS);
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
  const documentId = await storedSide(applicant.prospectId, documentType, side, fixture(file));
  await requestAndRead(applicant.prospectId, documentId, documentType, side);
  return documentId;
}

describe('GET prospects/{id}/documentreading with real OCR', () => {
  it('says NONE before a side with an MRZ was uploaded', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    expect(await readingOf(applicant)).toEqual({ status: 'NONE', prefill: null });
    await storedSide(applicant.prospectId, 'ID', 'FRONTVIEW', fixture('id-front.jpg'));
    expect(await readingOf(applicant)).toEqual({ status: 'NONE', prefill: null });
  });

  it(
    'reads the TD1 zone on the back of the ID card and stores it sealed',
    async () => {
      const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
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
      const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
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
      const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
      const errors = vi.spyOn(app.log, 'error');
      await submitFixture(applicant, 'ID', 'BACKVIEW', 'id-front.jpg');
      expect(await readingOf(applicant)).toEqual({ status: 'UNREADABLE', prefill: null });
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    },
    OCR_TIMEOUT_MS,
  );

  it('gives 404 for another applicant’s prospect or an id that is no prospect, 401 without a session', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
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
  // These tests run the reading themselves with a stubbed engine; the job they enqueue is put an
  // hour off, so the app's own worker (real OCR) cannot read it first and race the assertions.
  const deferredJobs = (): JobQueue => ({
    ...app.jobs,
    enqueue: (tx, definition, payload, options) =>
      app.jobs.enqueue(tx, definition, payload, {
        ...options,
        startAfter: new Date(Date.now() + 3_600_000),
      }),
  });
  const serviceWith = (reader: MrzReader, now: () => Date = () => new Date()) =>
    createDocumentReadingService({
      db: app.database.db,
      clock: now,
      cipher: createDataCipher(testConfig().appSecret),
      reader,
      jobs: deferredJobs(),
      log: app.log,
      prospects: app.services.prospects,
      loadImage: (documentId) => app.services.documents.storedBytes(documentId),
      searchIndex: app.services.caseSearchIndex,
    });

  /** A PENDING reading as an upload requests it, and the job that would read it. */
  const requested = async (
    service: ReturnType<typeof serviceWith>,
    applicant: ApplicantWithProspect,
    documentId: string,
  ): Promise<TReadDocumentJob> => {
    await app.database.db.transaction((tx) =>
      service.request(tx, {
        prospectId: applicant.prospectId,
        documentId,
        documentType: 'ID',
        side: 'BACKVIEW',
      }),
    );
    const [row] = await app.database.db
      .select()
      .from(documentReadings)
      .where(eq(documentReadings.documentId, documentId));
    return {
      readingId: row?.id ?? '',
      prospectId: applicant.prospectId,
      documentId,
      documentType: 'ID',
      side: 'BACKVIEW',
    };
  };

  it('is PENDING from the upload until the job has read it', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const { reader, waiting } = manualReader();
    const service = serviceWith(reader);
    const documentId = await storedSide(applicant.prospectId, 'ID', 'BACKVIEW', Buffer.from('x'));
    const job = await requested(service, applicant, documentId);
    expect(await service.latestOfOwn(await ownerOf(applicant), applicant.prospectId)).toEqual({
      status: 'PENDING',
      prefill: null,
    });
    const read = service.read(job);
    for (let i = 0; i < 100 && waiting.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    waiting[0]?.resolve(null);
    await read;
    expect(await service.latestOfOwn(await ownerOf(applicant), applicant.prospectId)).toEqual({
      status: 'UNREADABLE',
      prefill: null,
    });
  });

  it('records UNREADABLE when the engine fails, and the job does not fail', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const reader: MrzReader = {
      read: () => Promise.reject(new Error('engine crashed')),
      close: () => Promise.resolve(),
    };
    const service = serviceWith(reader);
    const documentId = await storedSide(applicant.prospectId, 'ID', 'BACKVIEW', Buffer.from('x'));
    const errors = vi.spyOn(app.log, 'error').mockImplementation(() => undefined);
    await service.read(await requested(service, applicant, documentId));
    errors.mockRestore();
    expect((await service.latestOfOwn(await ownerOf(applicant), applicant.prospectId)).status).toBe(
      'UNREADABLE',
    );
  });

  it('records UNREADABLE when the image is gone before the job runs', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const service = serviceWith(manualReader().reader);
    const documentId = await storedSide(applicant.prospectId, 'ID', 'BACKVIEW');
    await service.read(await requested(service, applicant, documentId));
    expect((await service.latestOfOwn(await ownerOf(applicant), applicant.prospectId)).status).toBe(
      'UNREADABLE',
    );
  });

  it('requests nothing when the upload’s transaction rolls back: no reading, no job', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const service = serviceWith(manualReader().reader);
    const documentId = await storedSide(applicant.prospectId, 'ID', 'BACKVIEW', Buffer.from('x'));
    const before = (await app.jobs.counts()).byQueue['document-reading.mrz.v1'] ?? {};
    await expect(
      app.database.db.transaction(async (tx) => {
        await service.request(tx, {
          prospectId: applicant.prospectId,
          documentId,
          documentType: 'ID',
          side: 'BACKVIEW',
        });
        throw new Error('the upload failed after the request');
      }),
    ).rejects.toThrow('the upload failed');
    const after = (await app.jobs.counts()).byQueue['document-reading.mrz.v1'] ?? {};
    expect(after).toEqual(before);
    expect((await service.latestOfOwn(await ownerOf(applicant), applicant.prospectId)).status).toBe(
      'NONE',
    );
  });

  it('counts a PENDING reading whose job ran out of retries as UNREADABLE after five minutes', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
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
    expect((await service.latestOfOwn(await ownerOf(applicant), applicant.prospectId)).status).toBe(
      'PENDING',
    );
    now = new Date(now.getTime() + 2 * 60_000);
    expect((await service.latestOfOwn(await ownerOf(applicant), applicant.prospectId)).status).toBe(
      'UNREADABLE',
    );
  });

  it('answers UNREADABLE, not an error, when the stored values no longer open', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
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
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const service = serviceWith(manualReader().reader);
    const documentId = await storedSide(applicant.prospectId, 'ID', 'BACKVIEW');
    await requested(service, applicant, documentId);
    await app.database.db.delete(documents).where(eq(documents.id, documentId));
    expect((await service.latestOfOwn(await ownerOf(applicant), applicant.prospectId)).status).toBe(
      'NONE',
    );
  });
});
