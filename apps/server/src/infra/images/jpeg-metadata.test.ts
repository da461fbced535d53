import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripJpegMetadata } from './jpeg-metadata';

function noise(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 11;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[index] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A JPEG with EXIF (GPS), an ICC profile and XMP, as a phone would send it. */
function phoneJpeg(): Promise<Buffer> {
  return noise(400, 300)
    .jpeg({ quality: 80 })
    .withIccProfile('srgb')
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 3/1 0/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>secret-xmp</rdf:RDF></x:xmpmeta>')
    .toBuffer();
}

/** A COM segment with `text`, put right after SOI. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

function scanOf(jpeg: Buffer): Buffer {
  const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  return jpeg.subarray(sos);
}

describe('stripJpegMetadata', () => {
  it('drops EXIF, ICC, XMP and comments and keeps the compressed pixels byte for byte', async () => {
    const original = withComment(await phoneJpeg(), 'a comment');
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(before.xmp).toBeDefined();

    const stripped = stripJpegMetadata(original);
    expect(stripped).not.toBeNull();
    const bytes = stripped ?? Buffer.alloc(0);
    expect(bytes.length).toBeLessThan(original.length);
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 400, height: 300 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    for (const secret of ['TestCam', 'secret-xmp', 'a comment']) {
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
    }
    expect(scanOf(bytes).equals(scanOf(original))).toBe(true);
    // The same pixels decoded.
    const [a, b] = await Promise.all([original, bytes].map((file) => sharp(file).raw().toBuffer()));
    expect(a?.equals(b ?? Buffer.alloc(0))).toBe(true);
  });

  it('keeps a progressive JPEG decodable', async () => {
    const progressive = await noise(300, 200).jpeg({ progressive: true }).toBuffer();
    const stripped = stripJpegMetadata(withComment(progressive, 'note'));
    expect(stripped).not.toBeNull();
    const metadata = await sharp(stripped ?? Buffer.alloc(0)).metadata();
    expect(metadata).toMatchObject({ width: 300, height: 200, isProgressive: true });
    expect(metadata.comments).toBeUndefined();
  });

  it('drops every byte after the end-of-image marker, even a tail that ends in FF D9', async () => {
    const jpeg = await noise(120, 90).jpeg().toBuffer();
    const script = Buffer.from('<script>alert(1)</script>');
    const clean = stripJpegMetadata(jpeg);
    expect(clean?.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    for (const tail of [
      script,
      Buffer.concat([script, Buffer.from([0xff, 0xd9])]),
      Buffer.concat([Buffer.from([0xff, 0xd9]), script]),
      Buffer.concat([Buffer.from([0xff, 0xd8]), script, Buffer.from([0xff, 0xd9])]),
    ]) {
      expect(stripJpegMetadata(Buffer.concat([jpeg, tail]))).toEqual(clean);
    }
  });

  it('gives up (null) on what is not laid out as a plain JPEG', async () => {
    const jpeg = await noise(100, 80).jpeg().toBuffer();
    expect(stripJpegMetadata(Buffer.from('not a jpeg at all'))).toBeNull();
    expect(stripJpegMetadata(await noise(100, 80).png().toBuffer())).toBeNull();
    // Metadata after the first scan, and a stream cut before its end marker.
    const eoi = jpeg.length - 2;
    const lateApp1 = Buffer.concat([
      jpeg.subarray(0, eoi),
      Buffer.from([0xff, 0xe1, 0x00, 0x06]),
      Buffer.from('GPS!'),
      jpeg.subarray(eoi),
    ]);
    expect(stripJpegMetadata(lateApp1)).toBeNull();
    expect(stripJpegMetadata(jpeg.subarray(0, eoi))).toBeNull();
    // A segment length running past the end.
    const broken = Buffer.from(jpeg);
    broken.writeUInt16BE(0xfff0, 4);
    expect(stripJpegMetadata(broken)).toBeNull();
  });
});
