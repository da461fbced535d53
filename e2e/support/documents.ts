import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import type { SignedInApplicant } from './applicant';
import { holderCard, type Holder } from './holder';
import type { Portrait } from './specimen-documents';

/** The static specimen documents of e2e/fixtures/documents (see its README). */
export const DOCUMENT_FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'documents');

/**
 * A static specimen (holder NOVAK ANA ŽIVA): for what no one reads the data of, such as a fake
 * camera's picture. An applicant uploads their own card (`holderCardFiles`).
 */
export function documentFixture(
  name: 'id-front.jpg' | 'id-front-other-face.jpg' | 'id-back.jpg' | 'passport.jpg',
): string {
  return join(DOCUMENT_FIXTURES, name);
}

/**
 * The holder's identity card written to files of a new temporary folder, for a file chooser of
 * the upload screens.
 */
export async function holderCardFiles(
  holder: Holder,
  portrait: Portrait = 'holder',
): Promise<{ readonly front: string; readonly back: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'specimen-card-'));
  const { front, back } = await holderCard(holder, portrait);
  const files = { front: join(folder, 'id-front.jpg'), back: join(folder, 'id-back.jpg') };
  await writeFile(files.front, front);
  await writeFile(files.back, back);
  return files;
}

/** Chromium's fake camera, permission granted without a prompt. */
export const FAKE_CAMERA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
] as const;

/**
 * Writes a still image as a one-frame YUV4MPEG2 video (4:2:0, the format Chromium's fake camera
 * plays with --use-file-for-fake-video-capture), so the camera shows the specimen document.
 * Debian has no ffmpeg here; the format is a text header and raw planes.
 */
export async function writeFakeCameraVideo(image: string, target: string): Promise<string> {
  const width = 1280;
  const height = 720;
  const { data } = await sharp(image)
    .resize(width, height, { fit: 'contain', background: '#202020' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(width * height);
  const chromaU = Buffer.alloc((width / 2) * (height / 2));
  const chromaV = Buffer.alloc((width / 2) * (height / 2));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const r = data[at] ?? 0;
      const g = data[at + 1] ?? 0;
      const b = data[at + 2] ?? 0;
      // BT.601 full range, as C420jpeg says.
      luma[y * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (y % 2 === 0 && x % 2 === 0) {
        const chroma = (y / 2) * (width / 2) + x / 2;
        chromaU[chroma] = Math.max(
          0,
          Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)),
        );
        chromaV[chroma] = Math.max(
          0,
          Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)),
        );
      }
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chromaU, chromaV]);
  await writeFile(target, Buffer.concat([header, frame]));
  return target;
}

async function expectOk(response: { status(): number; text(): Promise<string>; url(): string }) {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(200);
}

/**
 * Uploads the applicant's own specimen ID card (front and back, support/holder.ts) through the
 * real API and confirms it, leaving the applicant's prospect in PROSPECT_IDS_UPLOADED: the start
 * of the personal-data journey. The server reads the back's MRZ (decision 081) and cross-checks it
 * with the personal data (decision 287). `portrait`: whose photo the front shows (decision 291).
 */
export async function uploadIdentityDocumentsViaApi(
  context: BrowserContext,
  baseUrl: string,
  applicant: Pick<SignedInApplicant, 'uid' | 'prospectId' | 'holder'>,
  portrait: Portrait = 'holder',
): Promise<void> {
  const api = `${baseUrl}/services/slo/onboarding`;
  const { request } = context;
  // A bodyless call declares JSON like the web app does (decision 154).
  await expectOk(
    await request.patch(`${api}/prospects/${applicant.prospectId}/idtype?type=ID`, {
      headers: { 'content-type': 'application/json' },
    }),
  );
  const card = await holderCard(applicant.holder, portrait);
  for (const [side, file, image] of [
    ['FRONTVIEW', 'id-front.jpg', card.front],
    ['BACKVIEW', 'id-back.jpg', card.back],
  ] as const) {
    const content = image.toString('base64');
    await expectOk(
      await request.post(`${api}/documents`, {
        data: {
          uid: applicant.uid,
          prospectId: applicant.prospectId,
          documentName: file,
          mediaType: 'image/jpeg',
          content,
          bank: 'ISPS',
          documentType: 'ID',
          side,
        },
      }),
    );
  }
  await expectOk(
    await request.post(`${api}/setIDDocument`, {
      data: { uid: applicant.uid, prospectId: applicant.prospectId },
    }),
  );
}
