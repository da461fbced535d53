import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import {
  ZIdDocumentStatus,
  ZSetIdDocumentResponse,
  type TDocumentWithContent,
  type TDocumentsResponse,
} from '@onboarding/domain';
import { createDataCipher } from '../src/infra/crypto/data-cipher';
import type { DocumentReadingService } from '../src/modules/document-reading/service';
import { createDocumentsService } from '../src/modules/documents/service';
import { buildTestApp } from './build-test-app';
import { call, idStatusOf, upload, uploadOk } from './fixtures/document-api';
import {
  blurredJpeg,
  brightJpeg,
  darkJpeg,
  goodJpeg,
  goodPng,
  hugePngHeader,
  jpegWithGps,
  onePagePdf,
  sevenMegabyteJpeg,
  SVG_WITH_SCRIPT,
  tinyJpeg,
  truncatedPng,
} from './fixtures/document-images';
import { putProspectInState } from './prospect-helpers';
import { errorOf, get, statusOf } from './security-helpers';
import { applicantAt } from './builders/applicant';

let app: FastifyInstance;
let dataDir: string;
let requested: MockInstance<DocumentReadingService['request']>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'documents-test-'));
  app = await buildTestApp({ env: { DATA_DIR: dataDir } });
});

beforeEach(() => {
  // The reading itself is tested in document-reading.test.ts; here only what is requested (the
  // setup file restores every spy after each test).
  requested = vi.spyOn(app.services.documentReading, 'request').mockResolvedValue(undefined);
});

afterAll(async () => {
  await app.close();
});

async function sealedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('choosing the identity document', () => {
  it('sets ID or PP and lists the sides that type needs', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const before = await idStatusOf(app, as, applicant.uid);
    expect(before).toMatchObject({ idType: null, sides: [], complete: false, confirmed: false });

    const id = await call(
      app,
      'PATCH',
      `/onboarding/prospects/${applicant.prospectId}/idtype?type=ID`,
      as,
    );
    expect(id.statusCode, id.body).toBe(200);
    expect(ZIdDocumentStatus.parse(id.json()).sides.map((side) => [side.side, side.state])).toEqual(
      [
        ['FRONTVIEW', 'PENDING'],
        ['BACKVIEW', 'PENDING'],
      ],
    );
    const pp = await call(
      app,
      'PATCH',
      `/onboarding/prospects/${applicant.prospectId}/idtype?type=PP`,
      as,
    );
    expect(pp.json()).toMatchObject({
      idType: 'PP',
      sides: [{ side: 'FRONTVIEW', state: 'PENDING' }],
    });

    const wrong = await call(
      app,
      'PATCH',
      `/onboarding/prospects/${applicant.prospectId}/idtype?type=XX`,
      as,
    );
    expect(wrong.statusCode).toBe(400);
  });

  it('answers 404 for another applicant’s prospect and 401 without a session', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const foreign = await call(
      app,
      'PATCH',
      `/onboarding/prospects/${other.prospectId}/idtype?type=ID`,
      {
        sid: owner.sid,
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).mainError.code).toBe('NOT_FOUND');
    const anonymous = await call(
      app,
      'PATCH',
      `/onboarding/prospects/${owner.prospectId}/idtype?type=ID`,
      {},
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST onboarding/documents', () => {
  it('stores a side as a JPEG without metadata, sealed on disk', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const document = await uploadOk(app, as, original, {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
      documentName: 'front.jpg',
    });
    expect(document).toMatchObject({
      documentType: 'ID',
      side: 'FRONTVIEW',
      state: 'UPLOADED',
      rejectionReason: null,
      documentName: 'front.jpg',
      mediaType: 'image/jpeg',
      imageId: document.id,
      prospectId: applicant.prospectId,
    });

    const image = await call(app, 'GET', `/onboarding/images/${document.id}`, as);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const stored = image.rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);

    // At rest: no JPEG marker, none of the stored bytes in clear.
    const files = (await sealedFiles(join(dataDir, 'documents'))).filter((file) =>
      file.includes(document.id),
    );
    expect(files).toHaveLength(1);
    const sealed = await readFile(files[0] ?? '');
    expect(sealed.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(sealed.includes(stored.subarray(200, 264))).toBe(false);
    const cipher = createDataCipher('test-secret-that-is-long-enough-0123456789');
    const key = `documents/${applicant.prospectId}/${document.id}`;
    expect(cipher.open(sealed, `storage:${key}`).equals(stored)).toBe(true);

    const withContent = await call(app, 'GET', `/onboarding/documents/${document.id}`, as);
    expect(withContent.statusCode).toBe(200);
    const body = withContent.json<TDocumentWithContent>();
    expect(Buffer.from(body.content, 'base64').equals(stored)).toBe(true);
  });

  it('accepts a PNG and names a nameless upload with a number and the extension', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const document = await uploadOk(app, { sid: applicant.sid }, await goodPng(), {
      uid: applicant.uid,
      documentType: 'PP',
      side: 'FRONTVIEW',
      mediaType: 'image/png',
    });
    expect(document.documentName).toMatch(/^\d{1,4}\.png$/);
    expect(document.mediaType).toBe('image/jpeg');
  });

  it.each([
    ['a 7 MB image', sevenMegabyteJpeg, 'image/jpeg', 413, 'FILE_TOO_LARGE'],
    ['an empty file', () => Buffer.alloc(0), 'image/jpeg', 400, 'FILE_EMPTY'],
    ['a truncated PNG', truncatedPng, 'image/png', 400, 'FILE_UNREADABLE'],
    ['a PDF named .jpg', onePagePdf, 'image/jpeg', 400, 'FILE_TYPE_MISMATCH'],
    ['an SVG with a script', () => SVG_WITH_SCRIPT, 'image/svg+xml', 400, 'FILE_TYPE_NOT_ALLOWED'],
    ['a 30 000 × 30 000 PNG', hugePngHeader, 'image/png', 400, 'IMAGE_TOO_MANY_PIXELS'],
  ] as const)('refuses %s, stores nothing', async (_name, make, mediaType, status, code) => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const started = performance.now();
    const response = await upload(app, as, await make(), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
      mediaType,
      documentName: 'photo.jpg',
    });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(response.statusCode, response.body).toBe(status);
    expect(errorOf(response)).toEqual({
      mainError: { code, message: expect.any(String) as unknown },
      fieldErrors: [{ field: 'content', code }],
    });
    const listed = await call(app, 'GET', `/onboarding/documents?uid=${applicant.uid}`, as);
    expect(listed.json<TDocumentsResponse>().documents).toEqual([]);
  });

  it('leaves nothing in the upload spool; an upload without a session gets 401', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const anonymous = await upload(app, {}, await goodJpeg(), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
    });
    expect(anonymous.statusCode).toBe(401);
    await uploadOk(app, { sid: applicant.sid }, await goodJpeg(), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
    });
    await upload(app, { sid: applicant.sid }, await darkJpeg(), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'BACKVIEW',
    });
    // The spool file goes in onResponse, which may run just after the answer reached the client.
    await expect
      .poll(() => sealedFiles(join(dataDir, 'upload-spool')), { timeout: 2000 })
      .toEqual([]);
  });

  it('reads a data-URL content and refuses a body that is not JSON', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const image = await goodJpeg();
    const dataUrl = await call(app, 'POST', '/onboarding/documents', as, {
      uid: applicant.uid,
      bank: 'ISPS',
      mediaType: 'image/jpeg',
      documentType: 'ID',
      side: 'FRONTVIEW',
      content: `data:image/jpeg;base64,${image.toString('base64')}`,
    });
    expect(dataUrl.statusCode, dataUrl.body).toBe(200);
    const broken = await app.inject({
      method: 'POST',
      url: '/services/slo/onboarding/documents',
      cookies: { sid: applicant.sid },
      headers: { 'content-type': 'application/json' },
      payload: '{"uid":',
    });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).mainError.code).toBe('MALFORMED_JSON');
  });

  it('refuses content that is not base64', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const response = await call(
      app,
      'POST',
      '/onboarding/documents',
      { sid: applicant.sid },
      {
        uid: applicant.uid,
        bank: 'ISPS',
        mediaType: 'image/jpeg',
        documentType: 'ID',
        side: 'FRONTVIEW',
        content: '%%% not base64 %%%',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).mainError.code).toBe('FILE_UNREADABLE');
  });

  it('refuses a wrong side, a wrong type, a side on a sideless document and another uid', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const image = await goodJpeg();
    const passportBack = await upload(app, as, image, {
      uid: applicant.uid,
      documentType: 'PP',
      side: 'BACKVIEW',
    });
    expect(passportBack.statusCode).toBe(400);
    expect(errorOf(passportBack)).toMatchObject({
      mainError: { code: 'DOCUMENT_SIDE_INVALID' },
      fieldErrors: [{ field: 'side', code: 'documents.side.invalid' }],
    });
    const noSide = await upload(app, as, image, { uid: applicant.uid, documentType: 'ID' });
    expect(errorOf(noSide).mainError.code).toBe('DOCUMENT_SIDE_INVALID');
    const badSide = await upload(app, as, image, {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'TOP',
    });
    expect(badSide.statusCode).toBe(400);
    expect(errorOf(badSide).fieldErrors).toEqual([
      { field: 'side', code: 'documents.side.invalid' },
    ]);
    const badType = await upload(app, as, image, {
      uid: applicant.uid,
      documentType: 'DL',
      side: 'FRONTVIEW',
    });
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType).fieldErrors).toEqual([
      { field: 'documentType', code: 'documents.type.invalid' },
    ]);
    const certificateSide = await upload(app, as, image, {
      uid: applicant.uid,
      documentType: 'ENROLMENT_CERTIFICATE',
      side: 'FRONTVIEW',
    });
    expect(errorOf(certificateSide).mainError.code).toBe('DOCUMENT_SIDE_INVALID');
    const otherUid = await upload(app, as, image, {
      uid: '1234567890123456',
      documentType: 'ID',
      side: 'FRONTVIEW',
    });
    expect(otherUid.statusCode).toBe(403);
    // Once ID is chosen, a passport page is not taken for it.
    await uploadOk(app, as, image, { uid: applicant.uid, documentType: 'ID', side: 'FRONTVIEW' });
    const mismatch = await upload(app, as, image, {
      uid: applicant.uid,
      documentType: 'PP',
      side: 'FRONTVIEW',
    });
    expect(errorOf(mismatch).mainError.code).toBe('ID_TYPE_MISMATCH');
  });

  it('answers 404 when the body names another applicant’s prospect', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const other = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const response = await upload(app, { sid: owner.sid }, await goodJpeg(), {
      uid: owner.uid,
      prospectId: other.prospectId,
      documentType: 'ID',
      side: 'FRONTVIEW',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the quality gate', () => {
  it('rejects a dark, bright, blurred, small or the other side’s photo with its reason, only on that side', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const fields = { uid: applicant.uid, documentType: 'ID' } as const;
    await uploadOk(app, as, await goodJpeg(), { ...fields, side: 'FRONTVIEW' });

    for (const [make, code] of [
      [darkJpeg, 'IMAGE_TOO_DARK'],
      [brightJpeg, 'IMAGE_TOO_BRIGHT'],
      [blurredJpeg, 'IMAGE_BLURRED'],
      [tinyJpeg, 'IMAGE_TOO_SMALL'],
      // The front's own photo sent again as the back (decision 188).
      [() => goodJpeg(), 'IMAGE_SAME_AS_OTHER_SIDE'],
    ] as const) {
      const response = await upload(app, as, await make(), { ...fields, side: 'BACKVIEW' });
      expect(response.statusCode, code).toBe(422);
      expect(errorOf(response)).toMatchObject({
        mainError: { code },
        fieldErrors: [{ field: 'content', code }],
      });
      const status = await idStatusOf(app, as, applicant.uid);
      expect(status.sides.map((side) => [side.side, side.state, side.rejectionReason])).toEqual([
        ['FRONTVIEW', 'UPLOADED', null],
        ['BACKVIEW', 'REJECTED', code],
      ]);
      expect(status.complete).toBe(false);
    }

    await uploadOk(app, as, await goodJpeg(11), { ...fields, side: 'BACKVIEW' });
    const status = await idStatusOf(app, as, applicant.uid);
    expect(status.sides.map((side) => side.state)).toEqual(['UPLOADED', 'UPLOADED']);
    expect(status.complete).toBe(true);
    // The rejected attempts are gone: one row per side.
    const listed = await call(app, 'GET', `/onboarding/documents?uid=${applicant.uid}&type=ID`, as);
    expect(listed.json<TDocumentsResponse>().documents).toHaveLength(2);
  });
});

describe('documents and images of one applicant', () => {
  it('lists, replaces and deletes; a deleted side is PENDING again', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const fields = { uid: applicant.uid, documentType: 'ID', side: 'FRONTVIEW' } as const;
    const first = await uploadOk(app, as, await goodJpeg(1), fields);
    const second = await uploadOk(app, as, await goodJpeg(2), fields);
    const gone = await call(app, 'GET', `/onboarding/images/${first.id}`, as);
    expect(gone.statusCode).toBe(404);
    expect((await idStatusOf(app, as, applicant.uid)).sides[0]?.image?.id).toBe(second.id);

    const deleted = await call(app, 'DELETE', `/onboarding/images/${second.id}`, as);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: second.id, deleted: true });
    expect((await idStatusOf(app, as, applicant.uid)).sides[0]?.state).toBe('PENDING');
    const files = await sealedFiles(join(dataDir, 'documents', applicant.prospectId)).catch(
      () => [],
    );
    expect(files).toEqual([]);

    const again = await call(app, 'DELETE', `/onboarding/documents/${second.id}`, as);
    expect(again.statusCode).toBe(404);
  });

  it('never gives another applicant’s document or image: 404 for every route', async () => {
    const owner = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const intruder = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const document = await uploadOk(app, { sid: owner.sid }, await goodJpeg(), {
      uid: owner.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
    });
    const as = { sid: intruder.sid };
    for (const [method, path] of [
      ['GET', `/onboarding/documents/${document.id}`],
      ['GET', `/onboarding/images/${document.id}`],
      ['DELETE', `/onboarding/documents/${document.id}`],
      ['DELETE', `/onboarding/images/${document.id}`],
      ['GET', `/onboarding/prospects/${owner.prospectId}/images/transactions`],
      ['GET', '/onboarding/images/not-a-uuid'],
    ] as const) {
      const response = await call(app, method, path, as);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(errorOf(response).mainError.code).toBe('NOT_FOUND');
    }
    const foreignList = await call(app, 'GET', `/onboarding/documents?uid=${owner.uid}`, as);
    expect(foreignList.statusCode).toBe(403);
    // Still there for its owner.
    const mine = await call(app, 'GET', `/onboarding/images/${document.id}`, { sid: owner.sid });
    expect(mine.statusCode).toBe(200);
  });

  it('takes student documents: a PDF kept as it is, photos up to 4 MB, filtered by type', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const pdf = await onePagePdf();
    const certificate = await uploadOk(app, as, pdf, {
      uid: applicant.uid,
      documentType: 'ENROLMENT_CERTIFICATE',
      mediaType: 'application/pdf',
      documentName: 'potrdilo.pdf',
    });
    expect(certificate).toMatchObject({
      mediaType: 'application/pdf',
      side: null,
      size: pdf.length,
    });
    const download = await call(app, 'GET', `/onboarding/images/${certificate.id}`, as);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    const fetched = await call(app, 'GET', `/onboarding/documents/${certificate.id}`, as);
    expect(Buffer.from(fetched.json<TDocumentWithContent>().content, 'base64').equals(pdf)).toBe(
      true,
    );
    await uploadOk(app, as, await goodJpeg(), {
      uid: applicant.uid,
      documentType: 'STUDENT_CARD',
      side: 'FRONTVIEW',
    });
    const broken = await upload(app, as, Buffer.from('%PDF-1.7\nnot really a pdf'), {
      uid: applicant.uid,
      documentType: 'ENROLMENT_CERTIFICATE',
      mediaType: 'application/pdf',
    });
    expect(errorOf(broken).mainError.code).toBe('FILE_UNREADABLE');
    const tooLarge = await upload(app, as, Buffer.concat([pdf, Buffer.alloc(4_100_000)]), {
      uid: applicant.uid,
      documentType: 'ENROLMENT_CERTIFICATE',
      mediaType: 'application/pdf',
    });
    expect(tooLarge.statusCode).toBe(413);

    const certificates = await call(
      app,
      'GET',
      `/onboarding/documents?uid=${applicant.uid}&type=ENROLMENT_CERTIFICATE`,
      as,
    );
    expect(certificates.json<TDocumentsResponse>().documents.map((doc) => doc.id)).toEqual([
      certificate.id,
    ]);
    const all = await call(app, 'GET', `/onboarding/documents?uid=${applicant.uid}`, as);
    expect(all.json<TDocumentsResponse>().documents).toHaveLength(2);
  });
});

describe('POST onboarding/setIDDocument', () => {
  it('needs every side, then confirms them and moves the prospect with its audit record', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const fields = { uid: applicant.uid, documentType: 'ID' } as const;
    requested.mockClear();
    const front = await uploadOk(app, as, await goodJpeg(3), { ...fields, side: 'FRONTVIEW' });
    expect(requested).not.toHaveBeenCalled();
    const early = await call(app, 'POST', '/onboarding/setIDDocument', as, { uid: applicant.uid });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject({
      mainError: { code: 'DOCUMENTS_INCOMPLETE' },
      fieldErrors: [{ field: 'BACKVIEW', code: 'PENDING' }],
    });
    requested.mockClear();
    const back = await uploadOk(app, as, await goodJpeg(4), { ...fields, side: 'BACKVIEW' });
    // The ID card's machine-readable zone is on the back: that side's reading is requested, in
    // the transaction that stores it, and the job reads the stored (re-encoded) image.
    expect(requested).toHaveBeenCalledTimes(1);
    expect(requested.mock.calls[0]?.[1]).toMatchObject({
      prospectId: applicant.prospectId,
      documentId: back.id,
      documentType: 'ID',
      side: 'BACKVIEW',
    });
    const stored = await app.services.documents.storedBytes(back.id);
    expect(stored?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const done = await call(app, 'POST', '/onboarding/setIDDocument', as, { uid: applicant.uid });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      prospectId: applicant.prospectId,
      prospectState: 'PROSPECT_IDS_UPLOADED',
      documents: { idType: 'ID', complete: true, confirmed: true },
    });
    expect(
      ZSetIdDocumentResponse.parse(done.json()).documents.sides.map((side) => side.state),
    ).toEqual(['CONFIRMED', 'CONFIRMED']);
    const status = await get(app, `/onboarding/prospects/status?uid=${applicant.uid}`, as);
    expect(statusOf(status).processes[0]?.prospectState).toBe('PROSPECT_IDS_UPLOADED');
    const audit = await app.database.db.execute<{ details: { documentIds: string[]; to: string } }>(
      sql`select details from audit_events where subject_id = ${applicant.prospectId}
          and action = 'prospect.state_changed'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.details.to).toBe('PROSPECT_IDS_UPLOADED');
    expect(audit.rows[0]?.details.documentIds.sort()).toEqual([front.id, back.id].sort());

    // Confirmed: nothing can be changed or deleted any more, and it cannot be confirmed twice.
    const deleted = await call(app, 'DELETE', `/onboarding/images/${front.id}`, as);
    expect(errorOf(deleted).mainError.code).toBe('DOCUMENT_CONFIRMED');
    const replaced = await upload(app, as, await goodJpeg(), { ...fields, side: 'FRONTVIEW' });
    expect(errorOf(replaced).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
    const twice = await call(app, 'POST', '/onboarding/setIDDocument', as, { uid: applicant.uid });
    expect(twice.statusCode).toBe(409);
  });

  it('changes nothing when the prospect cannot move: states and audit in one transaction', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const side = await uploadOk(app, as, await goodJpeg(5), {
      uid: applicant.uid,
      documentType: 'PP',
      side: 'FRONTVIEW',
    });
    const realProspects = app.services.prospects;
    const failing = createDocumentsService({
      db: app.database.db,
      clock: () => new Date(),
      uploads: app.services.uploads,
      reads: app.services.documentReads,
      prospects: {
        requireOwn: (tx, user, prospectId) => realProspects.requireOwn(tx, user, prospectId),
        processesOf: (user) => realProspects.processesOf(user),
        advance: () =>
          Promise.reject(new Error('advance failed after the documents were confirmed')),
        resumeAfterCorrection: (tx, given, context) =>
          realProspects.resumeAfterCorrection(tx, given, context),
      },
    });
    const userId = await app.database.db.execute<{ user_id: string }>(
      sql`select user_id from prospects where id = ${applicant.prospectId}`,
    );
    const caller = {
      kind: 'handoff' as const,
      userId: userId.rows[0]?.user_id ?? '',
      uid: applicant.uid,
      prospectId: applicant.prospectId,
      tid: 'none',
    };
    await expect(
      app.database.db.transaction((tx) =>
        failing.confirm(tx, caller, applicant.prospectId, {
          ip: '203.0.113.1',
          userAgent: null,
          requestId: 'r',
        }),
      ),
    ).rejects.toThrow('advance failed');
    const status = await idStatusOf(app, as, applicant.uid);
    expect(status).toMatchObject({
      confirmed: false,
      sides: [{ state: 'UPLOADED', image: { id: side.id } }],
    });
  });

  it('is refused outside the DocumentUpload step', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    await putProspectInState(app, applicant.prospectId, 'PROSPECT_INFO_UPLOADED');
    const response = await call(
      app,
      'PATCH',
      `/onboarding/prospects/${applicant.prospectId}/idtype?type=ID`,
      {
        sid: applicant.sid,
      },
    );
    expect(errorOf(response).mainError.code).toBe('PROSPECT_STATE_CONFLICT');
  });
});
