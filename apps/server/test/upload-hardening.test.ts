import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZStatement, type TDocument } from '@onboarding/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { documents, riskDocuments } from '../src/composition/schema';
import { buildTestApp } from './build-test-app';
import { call, upload, uploadOk } from './fixtures/document-api';
import { goodJpeg, pngClaiming } from './fixtures/document-images';
import { putProspectInState } from './prospect-helpers';
import { errorOf, freshIp } from './security-helpers';
import { applicantAt } from './builders/applicant';

/*
 * Decision 169: an image whose header claims more than 40 megapixels is refused on the header,
 * before any decoding; the stored documentName keeps no path, no control character and no more
 * than 200 characters, extension included.
 */

let app: FastifyInstance;

beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'upload-hardening-'));
  app = await buildTestApp({ env: { DATA_DIR: dataDir } });
});

beforeEach(() => {
  // Document reading is not the subject here (document-reading.test.ts).
  vi.spyOn(app.services.documentReading, 'request').mockResolvedValue(undefined);
});

afterAll(async () => {
  await app.close();
});

/** A 16 × 16 JPEG (a few hundred bytes) whose start-of-frame is rewritten to claim width × height. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 128, g: 128, b: 128 } },
  })
    .jpeg()
    .toBuffer();
  const sof = [0xc0, 0xc1, 0xc2]
    .map((marker) => jpeg.indexOf(Buffer.from([0xff, marker])))
    .find((at) => at > 0);
  if (sof === undefined) throw new Error('no start-of-frame marker');
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

describe('the pixel limit of uploaded photos', () => {
  it.each([
    ['a PNG', 'image/png', () => pngClaiming(8000, 6000)],
    ['a JPEG', 'image/jpeg', () => jpegClaiming(8000, 6000)],
    ['a PNG one row above 40 MP', 'image/png', () => pngClaiming(8000, 5001)],
  ] as const)(
    'when %s header claims more than 40 megapixels, then IMAGE_TOO_MANY_PIXELS and nothing is stored',
    async (_name, mediaType, make) => {
      const bytes = await make();
      expect(bytes.length).toBeLessThan(1000);
      const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
      const as = { sid: applicant.sid };
      const response = await upload(app, as, bytes, {
        uid: applicant.uid,
        documentType: 'ID',
        side: 'FRONTVIEW',
        mediaType,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toEqual({
        mainError: { code: 'IMAGE_TOO_MANY_PIXELS', message: expect.any(String) as unknown },
        fieldErrors: [{ field: 'content', code: 'IMAGE_TOO_MANY_PIXELS' }],
      });
      const rows = await app.database.db
        .select()
        .from(documents)
        .where(eq(documents.prospectId, applicant.prospectId));
      expect(rows).toEqual([]);
    },
  );

  it('when the header claims exactly 40 megapixels, then the pixel limit lets it through to decoding', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const response = await upload(app, { sid: applicant.sid }, pngClaiming(8000, 5000), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
      mediaType: 'image/png',
    });
    // The token IDAT does not hold 40 MP: refused by the decoder, not by the header check.
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).mainError.code).toBe('FILE_UNREADABLE');
  });
});

describe('only the image of an upload is stored and served (decision 274)', () => {
  it('when a JPEG is followed by a script, then the served file ends at its end-of-image marker', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const image = await goodJpeg();
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    const document = await uploadOk(app, as, Buffer.concat([image, script]), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
    });
    const served = await call(app, 'GET', `/onboarding/images/${document.id}`, as);
    expect(served.statusCode).toBe(200);
    const bytes = served.rawPayload;
    expect(bytes.includes(script)).toBe(false);
    expect(bytes.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    const [sent, kept] = await Promise.all(
      [image, bytes].map((file) => sharp(file).raw().toBuffer()),
    );
    expect(kept?.equals(sent ?? Buffer.alloc(0))).toBe(true);
  });
});

describe('the stored documentName', () => {
  async function storedName(prospectId: string, id: string): Promise<string | undefined> {
    const [row] = await app.database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.prospectId).toBe(prospectId);
    return row?.name;
  }

  it('when the name carries path parts and a control character, then only the cleaned file name is kept', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    // A NUL is refused before any route reads the body (decision 274): nothing is stored.
    const withNul = await upload(app, as, await goodJpeg(), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
      documentName: '../../etc/passwd\u0000x.jpg',
    });
    expect(withNul.statusCode).toBe(400);
    expect(errorOf(withNul).fieldErrors).toEqual([
      { field: 'documentName', code: 'validation.text.unreadable' },
    ]);
    const document = await uploadOk(app, as, await goodJpeg(), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
      documentName: '../../etc/passwd\u0007x.jpg',
    });
    expect(document.documentName).toBe('passwdx.jpg');
    expect(await storedName(applicant.prospectId, document.id)).toBe('passwdx.jpg');

    const listed = await call(app, 'GET', `/onboarding/documents?uid=${applicant.uid}`, as);
    expect(listed.json<{ documents: TDocument[] }>().documents.map((d) => d.documentName)).toEqual([
      'passwdx.jpg',
    ]);
  });

  it('when the name is too long, has Windows path parts or bidi controls, then it is cut keeping the extension', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const as = { sid: applicant.sid };
    const long = await uploadOk(app, as, await goodJpeg(), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
      documentName: `C:\\Users\\ana\\${'a'.repeat(400)}.jpg`,
    });
    expect(long.documentName).toBe(`${'a'.repeat(196)}.jpg`);

    // U+202E turns "osebna\u202Egpj.exe" into "osebnaexe.jpg" on screen.
    const spoofed = await uploadOk(app, as, await goodJpeg(8), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'BACKVIEW',
      documentName: 'osebna\u202Egpj.exe\r\n',
    });
    expect(spoofed.documentName).toBe('osebnagpj.exe');
  });

  it('when nothing of the name is left, then the upload is named with a number and the extension', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED');
    const document = await uploadOk(app, { sid: applicant.sid }, await goodJpeg(), {
      uid: applicant.uid,
      documentType: 'ID',
      side: 'FRONTVIEW',
      documentName: '../..\u0007/',
    });
    expect(document.documentName).toMatch(/^\d{1,4}\.jpg$/);
  });

  it('when a salary statement is named with path parts and a control character, then its stored name is cleaned too', async () => {
    const applicant = await applicantAt(app, 'PROSPECT_EMAIL_CHECKED', {
      productType: 'PERSONALLOAN',
    });
    await putProspectInState(app, applicant.prospectId, 'PROSPECT_INFO_UPLOADED', 'PRODUCT_NEW');
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 200]).drawText('Placilna lista', { x: 10, y: 100 });
    const bytes = Buffer.from(await pdf.save());
    const month = new Date(Date.now());
    month.setUTCDate(1);
    month.setUTCMonth(month.getUTCMonth() - 1);
    const response = await app.inject({
      method: 'POST',
      url: '/services/cib/documents/uploadriskdocument',
      remoteAddress: freshIp(),
      cookies: { sid: applicant.sid },
      payload: {
        prospectId: applicant.prospectId,
        content: bytes.toString('base64'),
        type: 'application/pdf',
        fileType: 'pdf',
        documentName: '../../etc/passwd\u0007x.pdf',
        bank: '02',
        months: [month.toISOString().slice(0, 7)],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const statement = ZStatement.parse(response.json());
    expect(statement.name).toBe('passwdx.pdf');
    const [row] = await app.database.db
      .select()
      .from(riskDocuments)
      .where(eq(riskDocuments.id, statement.id));
    expect(row?.name).toBe('passwdx.pdf');
  });
});
