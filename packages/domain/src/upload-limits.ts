/**
 * spec 2 §5 upload limits. Megabytes are decimal (1 MB = 1 000 000 bytes) because the spec's own
 * figures are ("default 1,000,000 bytes", "10,000,000 bytes, 10 MB"); decision 018.
 */
export const MEGABYTE = 1_000_000;

export const UPLOAD_KINDS = ['ID_DOCUMENT', 'MULTI_DOCUMENT', 'STATEMENT'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export interface UploadRule {
  readonly maxBytes: number;
  readonly mediaTypes: readonly string[];
  /** spec 2 §5: photo uploads take one file, salary statements several. */
  readonly multiple: boolean;
}

export const UPLOAD_RULES = {
  // JPG or PNG, at most 6 MB each (the 10 MB reading is not followed: the smaller limit is safe).
  ID_DOCUMENT: { maxBytes: 6 * MEGABYTE, mediaTypes: ['image/jpeg', 'image/png'], multiple: false },
  MULTI_DOCUMENT: {
    maxBytes: 4 * MEGABYTE,
    mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    multiple: true,
  },
  // Salary or bank statements of the last three months.
  STATEMENT: {
    maxBytes: 1 * MEGABYTE,
    mediaTypes: ['application/pdf', 'image/tiff', 'image/jpeg'],
    multiple: true,
  },
} as const satisfies Readonly<Record<UploadKind, UploadRule>>;

/** spec 3 §5: file drop maximum when the caller gives none. */
export const DEFAULT_DROP_MAX_BYTES = 1_000_000;

export type UploadCheck = 'OK' | 'TOO_LARGE' | 'WRONG_TYPE' | 'EMPTY';

/** Checks a file's declared size and media type against a rule (content sniffing is the server's). */
export function checkUpload(
  rule: UploadRule,
  file: { size: number; mediaType: string },
): UploadCheck {
  if (file.size <= 0) return 'EMPTY';
  if (!rule.mediaTypes.includes(file.mediaType)) return 'WRONG_TYPE';
  return file.size > rule.maxBytes ? 'TOO_LARGE' : 'OK';
}
