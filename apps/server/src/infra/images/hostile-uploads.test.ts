import { readFile } from 'node:fs/promises';
import { UPLOAD_RULES } from '@onboarding/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  goodJpeg,
  goodPng,
  onePagePdf,
  pngChunk,
  SVG_WITH_SCRIPT,
  tinyJpeg,
} from '../../../test/fixtures/document-images';
import { processUpload } from './image-pipeline';

/*
 * Decision 274: an uploaded image is stored as the image only. A corpus of hostile files, made here
 * from the specimen documents of e2e/fixtures and the test images: polyglots, bytes after the end of
 * the image, metadata segments holding a script, truncated and empty files. None is stored as sent;
 * what is stored decodes to the pixels of the clean image it was made from.
 */

const FIXTURES = new URL('../../../../../e2e/fixtures/documents/', import.meta.url);
const NEEDLE = 'HOSTILE-274';
const SCRIPT = Buffer.from(`<script>alert("${NEEDLE}")</script>`);
const PAGE = Buffer.from(`<!doctype html><html><body onload="alert('${NEEDLE}')"></body></html>`);
const PHP = Buffer.from(`<?php system($_GET['${NEEDLE}']); ?>`);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), SCRIPT]);
const EOI = Buffer.from([0xff, 0xd9]);

const rule = UPLOAD_RULES.ID_DOCUMENT;

/** A JPEG marker segment (APPn, COM) holding `data`. */
function segment(marker: number, data: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
}

/** `inserted` right after the JPEG's start-of-image marker. */
function afterSoi(jpeg: Buffer, inserted: Buffer): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), inserted, jpeg.subarray(2)]);
}

/** `inserted` right before the JPEG's (final) end-of-image marker, after the scan. */
function beforeEoi(jpeg: Buffer, inserted: Buffer): Buffer {
  return Buffer.concat([jpeg.subarray(0, -2), inserted, jpeg.subarray(-2)]);
}

/** A valid chunk put right before the PNG's IEND chunk (the last 12 bytes). */
function beforeIend(png: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, -12), chunk, png.subarray(-12)]);
}

async function pixelsOf(image: Buffer): Promise<Buffer> {
  return sharp(image).raw().toBuffer();
}

interface Bases {
  readonly idFront: Buffer;
  readonly idBack: Buffer;
  readonly passport: Buffer;
  readonly noise: Buffer;
  readonly progressive: Buffer;
  readonly png: Buffer;
  readonly small: Buffer;
  readonly pdf: Buffer;
}
type BaseName = Exclude<keyof Bases, 'small' | 'pdf'>;

/**
 * `same`: stored exactly as the clean base is stored (nothing of the attack survives); `clean`:
 * stored re-encoded, without the attack, decoding to the base's size; `refused`: not stored;
 * `refusedOrClean`: a damaged file libvips may or may not still read, either is safe.
 */
type Outcome = 'same' | 'clean' | 'refused' | 'refusedOrClean';

interface HostileCase {
  readonly name: string;
  readonly base: BaseName | null;
  readonly declared: string;
  readonly outcome: Outcome;
  readonly build: (bases: Bases) => Buffer | Promise<Buffer>;
}

const jpegTrailers: ReadonlyArray<[string, (b: Bases) => Buffer]> = [
  ['a script after the end of image', (b) => Buffer.concat([b.idFront, SCRIPT])],
  ['an HTML page after the end of image', (b) => Buffer.concat([b.idFront, PAGE])],
  ['PHP after the end of image', (b) => Buffer.concat([b.idFront, PHP])],
  ['a ZIP header and script after the end of image', (b) => Buffer.concat([b.idFront, ZIP])],
  ['a second FF D9 and a script after it', (b) => Buffer.concat([b.idFront, EOI, SCRIPT])],
  [
    'a script then FF D9 at the very end (fools a search for the last FF D9)',
    (b) => Buffer.concat([b.idFront, SCRIPT, EOI]),
  ],
  ['a second, whole JPEG after the end of image', (b) => Buffer.concat([b.idFront, b.small])],
  [
    'fill bytes then a script after the end of image',
    (b) => Buffer.concat([b.idFront, Buffer.from([0xff, 0xff, 0xff]), SCRIPT]),
  ],
  [
    'NUL bytes then a script after the end of image',
    (b) => Buffer.concat([b.idFront, Buffer.alloc(64), SCRIPT]),
  ],
  [
    'a fake second image (SOI, comment with script, EOI) after the end',
    (b) =>
      Buffer.concat([b.idFront, Buffer.from([0xff, 0xd8]), segment(0xfe, SCRIPT), EOI, SCRIPT]),
  ],
  ['a comment segment holding a script', (b) => afterSoi(b.idFront, segment(0xfe, SCRIPT))],
  [
    'an APP1 segment holding an HTML page (XMP-like)',
    (b) =>
      afterSoi(
        b.idFront,
        segment(0xe1, Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0'), PAGE])),
      ),
  ],
  ['an APP15 segment holding a script', (b) => afterSoi(b.idFront, segment(0xef, SCRIPT))],
  [
    'a comment with a script and a script after the end',
    (b) => Buffer.concat([afterSoi(b.idFront, segment(0xfe, SCRIPT)), SCRIPT]),
  ],
  [
    'fill bytes before the first marker and a script after the end',
    (b) => Buffer.concat([afterSoi(b.idFront, Buffer.from([0xff, 0xff])), SCRIPT]),
  ],
];

const CASES: readonly HostileCase[] = [
  ...jpegTrailers.map(([name, build]): HostileCase => ({
    name: `ID front JPEG with ${name}`,
    base: 'idFront',
    declared: 'image/jpeg',
    outcome: 'same',
    build,
  })),
  {
    name: 'ID back JPEG with a script after the end',
    base: 'idBack',
    declared: 'image/jpeg',
    outcome: 'same',
    build: (b) => Buffer.concat([b.idBack, SCRIPT]),
  },
  {
    name: 'passport JPEG with an HTML page after the end',
    base: 'passport',
    declared: 'image/jpeg',
    outcome: 'same',
    build: (b) => Buffer.concat([b.passport, PAGE]),
  },
  {
    name: 'photo JPEG with a script after the end',
    base: 'noise',
    declared: 'image/jpeg',
    outcome: 'same',
    build: (b) => Buffer.concat([b.noise, SCRIPT]),
  },
  {
    name: 'progressive JPEG (several scans) with a script after the end',
    base: 'progressive',
    declared: 'image/jpeg',
    outcome: 'same',
    build: (b) => Buffer.concat([b.progressive, SCRIPT]),
  },
  {
    name: 'progressive JPEG with a comment holding a script',
    base: 'progressive',
    declared: 'image/jpeg',
    outcome: 'same',
    build: (b) => afterSoi(b.progressive, segment(0xfe, SCRIPT)),
  },
  {
    name: 'JPEG declared as a PNG, with a script after the end',
    base: 'idFront',
    declared: 'image/png',
    outcome: 'same',
    build: (b) => Buffer.concat([b.idFront, SCRIPT]),
  },
  {
    name: 'PNG with a script after IEND',
    base: 'png',
    declared: 'image/png',
    outcome: 'same',
    build: (b) => Buffer.concat([b.png, SCRIPT]),
  },
  {
    name: 'PNG with an HTML page after IEND',
    base: 'png',
    declared: 'image/png',
    outcome: 'same',
    build: (b) => Buffer.concat([b.png, PAGE]),
  },
  {
    name: 'PNG with a second PNG after IEND',
    base: 'png',
    declared: 'image/png',
    outcome: 'same',
    build: (b) => Buffer.concat([b.png, b.png.subarray(0, 2000), SCRIPT]),
  },
  {
    name: 'PNG with a tEXt chunk holding a script',
    base: 'png',
    declared: 'image/png',
    outcome: 'same',
    build: (b) =>
      beforeIend(b.png, pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), SCRIPT]))),
  },
  {
    name: 'PNG declared as a JPEG, with a script after IEND',
    base: 'png',
    declared: 'image/jpeg',
    outcome: 'same',
    build: (b) => Buffer.concat([b.png, SCRIPT]),
  },
  {
    name: 'JPEG with a comment holding a script after its scan (re-encoded)',
    base: 'idFront',
    declared: 'image/jpeg',
    outcome: 'clean',
    build: (b) => Buffer.concat([beforeEoi(b.idFront, segment(0xfe, SCRIPT)), SCRIPT]),
  },
  {
    name: 'JPEG that EXIF turns upright, with a script after the end (re-encoded)',
    base: null,
    declared: 'image/jpeg',
    outcome: 'clean',
    build: async (b) =>
      Buffer.concat([
        await sharp(b.noise).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
        SCRIPT,
      ]),
  },
  {
    name: 'zero bytes',
    base: null,
    declared: 'image/jpeg',
    outcome: 'refused',
    build: () => Buffer.alloc(0),
  },
  {
    name: 'a GIF/HTML polyglot',
    base: null,
    declared: 'image/jpeg',
    outcome: 'refused',
    build: () => Buffer.from(`GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=0;${SCRIPT.toString()}`),
  },
  {
    name: 'an HTML page named as a JPEG',
    base: null,
    declared: 'image/jpeg',
    outcome: 'refused',
    build: () => PAGE,
  },
  {
    name: 'an SVG with a script',
    base: null,
    declared: 'image/png',
    outcome: 'refused',
    build: () => SVG_WITH_SCRIPT,
  },
  {
    name: 'a JPEG signature followed by an HTML page',
    base: null,
    declared: 'image/jpeg',
    outcome: 'refused',
    build: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), PAGE]),
  },
  {
    name: 'a start-of-image marker alone',
    base: null,
    declared: 'image/jpeg',
    outcome: 'refused',
    build: () => Buffer.from([0xff, 0xd8]),
  },
  {
    name: 'the first half of a JPEG',
    base: 'idFront',
    declared: 'image/jpeg',
    outcome: 'refusedOrClean',
    build: (b) => b.idFront.subarray(0, Math.floor(b.idFront.length / 2)),
  },
  {
    name: 'a JPEG cut before its end marker, with a script in its place',
    base: 'idFront',
    declared: 'image/jpeg',
    outcome: 'refusedOrClean',
    build: (b) => Buffer.concat([b.idFront.subarray(0, -2), SCRIPT]),
  },
  {
    name: 'the first half of a PNG',
    base: 'png',
    declared: 'image/png',
    outcome: 'refused',
    build: (b) => b.png.subarray(0, Math.floor(b.png.length / 2)),
  },
  {
    name: 'a PNG header and a script',
    base: null,
    declared: 'image/png',
    outcome: 'refused',
    build: (b) => Buffer.concat([b.png.subarray(0, 33), SCRIPT]),
  },
  {
    name: 'a PDF named as a JPEG',
    base: null,
    declared: 'image/jpeg',
    outcome: 'refused',
    build: (b) => b.pdf,
  },
  {
    name: 'a JPEG whose header segment runs past the end, with a script',
    base: null,
    declared: 'image/jpeg',
    outcome: 'refusedOrClean',
    build: (b) => {
      const broken = Buffer.concat([b.idFront.subarray(0, 200), SCRIPT]);
      broken.writeUInt16BE(0xfff0, 4);
      return broken;
    },
  },
];

describe('hostile uploads: only the image is stored (decision 274)', () => {
  let bases: Bases;
  const storedBase = new Map<BaseName, Buffer>();

  beforeAll(async () => {
    const fixture = (name: string) => readFile(new URL(name, FIXTURES));
    bases = {
      idFront: await fixture('id-front.jpg'),
      idBack: await fixture('id-back.jpg'),
      passport: await fixture('passport.jpg'),
      noise: await goodJpeg(),
      progressive: await sharp(await goodJpeg(11))
        .jpeg({ progressive: true })
        .toBuffer(),
      png: await goodPng(),
      small: await tinyJpeg(),
      pdf: await onePagePdf(),
    };
    for (const name of ['idFront', 'idBack', 'passport', 'noise', 'progressive', 'png'] as const) {
      const result = await processUpload(
        bases[name],
        name === 'png' ? 'image/png' : 'image/jpeg',
        rule,
      );
      if (!result.ok) throw new Error(`the clean ${name} is refused: ${result.code}`);
      storedBase.set(name, result.bytes);
    }
  }, 60_000);

  it('has at least 30 hostile files', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it('stores the clean JPEGs decoding to exactly their own pixels', async () => {
    for (const name of ['idFront', 'idBack', 'passport', 'noise', 'progressive'] as const) {
      const stored = storedBase.get(name) ?? Buffer.alloc(0);
      expect(stored.subarray(-2).equals(EOI), name).toBe(true);
      expect((await pixelsOf(stored)).equals(await pixelsOf(bases[name])), name).toBe(true);
    }
  });

  it.each(CASES)('$name: not stored as sent ($outcome)', async (hostile) => {
    const sent = await hostile.build(bases);
    const result = await processUpload(sent, hostile.declared, rule);
    if (hostile.outcome === 'refused') {
      expect(result.ok).toBe(false);
      return;
    }
    if (!result.ok) {
      expect(hostile.outcome).toBe('refusedOrClean');
      return;
    }
    const stored = result.bytes;
    expect(stored.equals(sent)).toBe(false);
    expect(stored.includes(NEEDLE)).toBe(false);
    expect(stored.includes('<script')).toBe(false);
    // A JPEG that ends at its end-of-image marker and decodes.
    expect(result.mediaType).toBe('image/jpeg');
    expect(stored.subarray(-2).equals(EOI)).toBe(true);
    const decoded = await sharp(stored).metadata();
    expect(decoded.format).toBe('jpeg');
    if (hostile.outcome === 'same' && hostile.base !== null) {
      const clean = storedBase.get(hostile.base) ?? Buffer.alloc(0);
      expect(stored.equals(clean)).toBe(true);
      expect((await pixelsOf(stored)).equals(await pixelsOf(clean))).toBe(true);
    }
    if (hostile.outcome === 'clean' && hostile.base !== null) {
      const clean = await sharp(bases[hostile.base]).metadata();
      expect([decoded.width, decoded.height]).toEqual([clean.width, clean.height]);
    }
  });
});
