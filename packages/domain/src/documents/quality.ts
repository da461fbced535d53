/*
 * Why an upload is refused. The server answers a refusal with `mainError.code` set to one of these
 * codes and a field error `{ field: 'content', code }`; the web shows the translated text of the
 * code next to the upload box, worded so the applicant knows what to do (retake in more light...).
 */

/** The file itself is wrong: answered with 400 (413 for the size) and nothing is stored. */
export const UPLOAD_REFUSAL_CODES = [
  /** Zero bytes, or content that is not base64. */
  'FILE_EMPTY',
  /** Over the document type's limit (6 MB for identity documents). */
  'FILE_TOO_LARGE',
  /** The bytes are not a type this document type accepts (a PDF named .jpg, an SVG, a GIF...). */
  'FILE_TYPE_NOT_ALLOWED',
  /** The declared mediaType differs from what the bytes are. */
  'FILE_TYPE_MISMATCH',
  /** It starts like an image but cannot be decoded (truncated, corrupt). */
  'FILE_UNREADABLE',
  /** Width × height above IMAGE_MAX_PIXELS (a decompression bomb); refused before decoding. */
  'IMAGE_TOO_MANY_PIXELS',
] as const;
export type UploadRefusalCode = (typeof UPLOAD_REFUSAL_CODES)[number];

/**
 * The photo is readable but not good enough: answered with 422, and the side is kept as REJECTED
 * with this code as its reason, so both the desktop and the phone ask for that side again.
 */
export const IMAGE_QUALITY_CODES = [
  'IMAGE_TOO_SMALL',
  'IMAGE_TOO_DARK',
  'IMAGE_TOO_BRIGHT',
  'IMAGE_BLURRED',
  /** The very photo already stored for the document's other side (the same bytes). */
  'IMAGE_SAME_AS_OTHER_SIDE',
] as const;
export type ImageQualityCode = (typeof IMAGE_QUALITY_CODES)[number];

/**
 * The video operator sent the identity document back (decision 244): the side confirmed before is
 * kept as REJECTED with this reason, so the upload step asks for it again.
 */
export const SENT_BACK_CODE = 'SENT_BACK';

export const DOCUMENT_REFUSAL_CODES = [
  ...UPLOAD_REFUSAL_CODES,
  ...IMAGE_QUALITY_CODES,
  SENT_BACK_CODE,
] as const;
export type DocumentRefusalCode = (typeof DOCUMENT_REFUSAL_CODES)[number];

/**
 * Thresholds of the quality gate (decision 071). Brightness and sharpness are measured on a
 * greyscale copy scaled to QUALITY_SAMPLE_SIZE pixels on its longer side, so the figures do not
 * depend on the camera's resolution.
 */
export const IMAGE_QUALITY = {
  /** The longer side of the photo must have at least this many pixels (a VGA camera frame passes). */
  minLongSide: 640,
  /** The shorter side must have at least this many pixels. */
  minShortSide: 480,
  /** Mean luminance (0–255) below this: too dark. */
  minMeanBrightness: 40,
  /**
   * Mean luminance (0–255) above this: too bright (blown out, glare over the whole card). High on
   * purpose: a pale card or a scan on white paper is bright and still perfectly readable.
   */
  maxMeanBrightness: 245,
  /** Variance of the Laplacian of the sample below this: blurred. */
  minSharpness: 40,
  /** Longer side of the greyscale sample the brightness and sharpness are measured on. */
  sampleSize: 512,
} as const;

/**
 * Decoding limit against decompression bombs: 50 megapixels (a 30 000 × 30 000 image is 900) covers
 * every phone camera. The header's dimensions are checked before any pixel is decoded.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

export interface ImageMeasures {
  readonly width: number;
  readonly height: number;
  /** Mean luminance 0–255 of the sample. */
  readonly meanBrightness: number;
  /** Variance of the Laplacian of the sample. */
  readonly sharpness: number;
}

/** The first quality problem of an image, or null when it passes (size, then light, then focus). */
export function imageQualityProblem(measures: ImageMeasures): ImageQualityCode | null {
  const longSide = Math.max(measures.width, measures.height);
  const shortSide = Math.min(measures.width, measures.height);
  if (longSide < IMAGE_QUALITY.minLongSide || shortSide < IMAGE_QUALITY.minShortSide) {
    return 'IMAGE_TOO_SMALL';
  }
  if (measures.meanBrightness < IMAGE_QUALITY.minMeanBrightness) return 'IMAGE_TOO_DARK';
  if (measures.meanBrightness > IMAGE_QUALITY.maxMeanBrightness) return 'IMAGE_TOO_BRIGHT';
  if (measures.sharpness < IMAGE_QUALITY.minSharpness) return 'IMAGE_BLURRED';
  return null;
}
