/**
 * What one module hands to the case evidence export (decision 151): its rows as they are kept
 * (personal data decrypted: the export is the evidence), the stored files with the SHA-256 the
 * module recorded when it stored them, and the ids its audit records name as their subject.
 */
export interface EvidenceFile {
  /** Unique within the module's folder; may contain "/" for sub-folders. */
  readonly name: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
  /** The hash the module kept beside the file; null where it keeps none (a certificate PEM). */
  readonly recordedSha256: string | null;
}

export interface EvidencePart {
  readonly records: unknown;
  readonly files: readonly EvidenceFile[];
  readonly subjectIds: readonly string[];
}

export const NO_EVIDENCE: EvidencePart = { records: null, files: [], subjectIds: [] };

const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'application/json': 'json',
  'application/x-pem-file': 'pem',
  'text/csv': 'csv',
  'text/plain': 'txt',
};

/** The file's name in the ZIP: its own name with the extension of its media type. */
export function fileNameOf(file: Pick<EvidenceFile, 'name' | 'mediaType'>): string {
  const extension = EXTENSIONS[file.mediaType] ?? 'bin';
  const safe = file.name.replace(/[^A-Za-z0-9._/-]/g, '_').replace(/\.\.+/g, '.');
  return safe.toLowerCase().endsWith(`.${extension}`) ? safe : `${safe}.${extension}`;
}
