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

/**
 * An image whose header claims more pixels than this is refused before anything
 * decodes it (40 MP decoded is 120 MB of RGB). IMAGE_MAX_PIXELS (50 MP) stays the decoder's own
 * hard stop behind it; decision 169.
 */
export const UPLOAD_MAX_PIXELS = 40_000_000;

export function isOverPixelLimit(width: number, height: number): boolean {
  return width * height > UPLOAD_MAX_PIXELS;
}

// Control characters (C0, DEL, C1), format characters (bidi overrides such as U+202E, which make
// "x\u202Egpj.exe" read as "xexe.jpg", zero-width ones) and the line and paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
// Characters no Windows file name may hold: an operator downloads these files.
const RESERVED = /[<>:"|?*]/g;
// An extension worth keeping when a name is cut: a dot and 1 to 10 letters or digits.
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * The `documentName` to store (decision 169): the last path segment only, no
 * invisible characters, no leading or trailing dots and spaces, and at most `maxLength` characters
 * (code points), cut before the extension so it survives. Empty when nothing is left: the caller
 * then names the file itself (spec 2 §3).
 */
export function cleanDocumentName(raw: string, maxLength: number): string {
  // Tabs and line breaks become spaces first, so "a\tb" stays two words.
  const visible = raw.normalize('NFC').replace(/\s+/g, ' ').replace(INVISIBLE, '');
  const base = visible.split(/[/\\]/).pop() ?? '';
  const name = trimName(base.replace(RESERVED, '_'));
  const characters = Array.from(name);
  if (characters.length <= maxLength) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const extensionLength = Array.from(extension).length;
  if (extensionLength === characters.length || extensionLength >= maxLength) {
    return trimName(characters.slice(0, maxLength).join(''));
  }
  const stem = characters.slice(0, maxLength - extensionLength).join('');
  return trimName(stem) + extension;
}

function trimName(name: string): string {
  return name.replace(/^[.\s]+|[.\s]+$/g, '');
}
