import { UPLOAD_RULES } from '@onboarding/domain';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { processUpload, STORED_IMAGE_MAX_SIDE } from './image-pipeline';

function noise(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 5;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[index] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const idRule = UPLOAD_RULES.ID_DOCUMENT;

async function stored(original: Buffer): Promise<Buffer> {
  const result = await processUpload(original, 'image/jpeg', idRule);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.bytes;
}

describe('processUpload: what is stored of an image', () => {
  it('keeps the compressed pixels of an upright JPEG and removes its EXIF', async () => {
    const original = await noise(1200, 800)
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: 'TestCam' } })
      .toBuffer();
    const bytes = await stored(original);
    const scan = (file: Buffer) => file.subarray(file.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(bytes).equals(scan(original))).toBe(true);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('turns a JPEG that EXIF says is rotated upright, without the EXIF', async () => {
    const original = await noise(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const metadata = await sharp(await stored(original)).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('scales a JPEG larger than the stored size down', async () => {
    const original = await noise(STORED_IMAGE_MAX_SIDE + 400, 1500)
      .jpeg()
      .toBuffer();
    const metadata = await sharp(await stored(original)).metadata();
    expect(metadata.width).toBe(STORED_IMAGE_MAX_SIDE);
  });

  it('re-encodes a PNG as a JPEG', async () => {
    const original = await noise(1000, 700).png().toBuffer();
    const result = await processUpload(original, 'image/png', idRule);
    expect(result).toMatchObject({ ok: true, kind: 'image', mediaType: 'image/jpeg' });
    if (result.ok) expect((await sharp(result.bytes).metadata()).format).toBe('jpeg');
  });
});
