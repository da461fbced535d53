import {
  IMAGE_MAX_PIXELS,
  IMAGE_QUALITY,
  imageQualityProblem,
  type DocumentRefusalCode,
  type ImageMeasures,
  type UploadRule,
} from '@onboarding/domain';
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp, { type Metadata } from 'sharp';
import { stripJpegMetadata } from './jpeg-metadata';
import { measureGreyscale } from './measures';

/*
 * The checks every uploaded file goes through before it is stored (DESIGN "Documents", decisions
 * 071 and 169): the type from the bytes, a pixel limit read from the header before decoding,
 * decoding, EXIF rotation, the quality gate, and a JPEG without any metadata block (GPS, camera,
 * thumbnails): an upright JPEG keeps its compressed pixels, anything else is re-encoded. PDFs,
 * where the document type allows them, are parsed and kept as they are.
 */

// A decoded image must not stay in libvips' operation cache after the request (memory per upload),
// and one libvips thread per image keeps parallel uploads from competing for the 2 cores.
sharp.cache(false);
sharp.concurrency(1);

/** Stored photos are at most this many pixels on the longer side (enough to read a MRZ). */
export const STORED_IMAGE_MAX_SIDE = 3000;
const STORED_JPEG_QUALITY = 88;

export type ProcessedFile =
  | {
      readonly ok: true;
      readonly kind: 'image';
      readonly bytes: Buffer;
      readonly mediaType: 'image/jpeg';
      readonly measures: ImageMeasures;
    }
  | {
      readonly ok: true;
      readonly kind: 'pdf';
      readonly bytes: Buffer;
      readonly mediaType: 'application/pdf';
    }
  | { readonly ok: false; readonly code: DocumentRefusalCode; readonly measures?: ImageMeasures };

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/** Declared as an image but the bytes are a PDF, or the other way round. */
function familyOf(mediaType: string): 'image' | 'pdf' | 'other' {
  if (mediaType.startsWith('image/')) return 'image';
  return mediaType === 'application/pdf' ? 'pdf' : 'other';
}

/**
 * Checks one file against the document type's rule. `declaredMediaType` is only compared: the bytes
 * decide what the file is.
 */
export async function processUpload(
  bytes: Buffer,
  declaredMediaType: string,
  rule: UploadRule,
): Promise<ProcessedFile> {
  if (bytes.length === 0) return { ok: false, code: 'FILE_EMPTY' };
  if (bytes.length > rule.maxBytes) return { ok: false, code: 'FILE_TOO_LARGE' };
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (detected === undefined || !rule.mediaTypes.includes(detected)) {
    const declaredOther = familyOf(declaredMediaType) !== familyOf(detected ?? 'none');
    const allowedFamily = detected !== undefined && familyOf(detected) !== 'other';
    // A PDF sent as a JPEG: say the name lies; an SVG or a GIF: the type is not accepted.
    return {
      ok: false,
      code: declaredOther && allowedFamily ? 'FILE_TYPE_MISMATCH' : 'FILE_TYPE_NOT_ALLOWED',
    };
  }
  if (familyOf(declaredMediaType) !== familyOf(detected)) {
    return { ok: false, code: 'FILE_TYPE_MISMATCH' };
  }
  if (detected === 'application/pdf') return checkPdf(bytes);
  if (IMAGE_TYPES.has(detected)) return processImage(bytes);
  return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
}

async function checkPdf(bytes: Buffer): Promise<ProcessedFile> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    // pdf-lib repairs what it can; a "PDF" without a single page is not a document.
    if (pdf.getPageCount() === 0) return { ok: false, code: 'FILE_UNREADABLE' };
  } catch {
    return { ok: false, code: 'FILE_UNREADABLE' };
  }
  return { ok: true, kind: 'pdf', bytes, mediaType: 'application/pdf' };
}

const decodeOptions = {
  limitInputPixels: IMAGE_MAX_PIXELS,
  // A truncated or corrupt file is refused rather than stored half grey.
  failOn: 'truncated',
} as const;

/**
 * An upright JPEG in colours every viewer shows alike, no larger than we store: its compressed
 * pixels are kept and only its metadata removed. Anything else is decoded and re-encoded.
 */
function canKeepPixels(header: Metadata): boolean {
  return (
    header.format === 'jpeg' &&
    (header.orientation === undefined || header.orientation === 1) &&
    (header.space === 'srgb' || header.space === 'b-w') &&
    header.width <= STORED_IMAGE_MAX_SIDE &&
    header.height <= STORED_IMAGE_MAX_SIDE
  );
}

async function processImage(bytes: Buffer): Promise<ProcessedFile> {
  let width: number;
  let height: number;
  let header: Metadata;
  try {
    // Reads the header only: a 30 000 × 30 000 image is refused without decoding a pixel.
    // No pixel limit here: the limit would throw before we could say why the file is refused.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = header.width;
    height = header.height;
  } catch {
    return { ok: false, code: 'FILE_UNREADABLE' };
  }
  if (width * height > IMAGE_MAX_PIXELS) return { ok: false, code: 'IMAGE_TOO_MANY_PIXELS' };

  let measures: ImageMeasures;
  try {
    // JPEG shrink-on-load makes this sample cheap; measured on the upright image.
    const sample = await sharp(bytes, decodeOptions)
      .rotate()
      .resize(IMAGE_QUALITY.sampleSize, IMAGE_QUALITY.sampleSize, { fit: 'inside' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    measures = {
      width,
      height,
      ...measureGreyscale(sample.data, sample.info.width, sample.info.height),
    };
  } catch {
    return { ok: false, code: 'FILE_UNREADABLE' };
  }
  const problem = imageQualityProblem(measures);
  if (problem !== null) return { ok: false, code: problem, measures };

  const stripped = canKeepPixels(header) ? stripJpegMetadata(bytes) : null;
  if (stripped !== null) {
    return { ok: true, kind: 'image', bytes: stripped, mediaType: 'image/jpeg', measures };
  }
  try {
    const encoded = await sharp(bytes, decodeOptions)
      .rotate()
      .resize(STORED_IMAGE_MAX_SIDE, STORED_IMAGE_MAX_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      // No withMetadata(): EXIF (GPS included), XMP and ICC blocks are not carried over.
      .jpeg({ quality: STORED_JPEG_QUALITY })
      .toBuffer();
    return { ok: true, kind: 'image', bytes: encoded, mediaType: 'image/jpeg', measures };
  } catch {
    return { ok: false, code: 'FILE_UNREADABLE' };
  }
}
