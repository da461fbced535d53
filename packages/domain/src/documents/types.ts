import { z } from 'zod';
import { lazily } from '../lazily';
import { RANDOM_FILE_NAME_MAX } from '../constants';
import { UPLOAD_RULES, type UploadRule } from '../upload-limits';

/*
 * What can be uploaded (spec 2 §3 "Documents and images", "Student data"; spec 2 §5 "Uploads").
 */

/** spec 2 §3: the identity document is an ID card (ID) or a passport (PP). */
export const ID_DOCUMENT_TYPES = ['ID', 'PP'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
export const idDocumentTypeSchema = lazily(() =>
  z.enum(ID_DOCUMENT_TYPES, { message: 'documents.idType.invalid' }),
);
export const ZIdDocumentType = /* @__PURE__ */ idDocumentTypeSchema();

/** spec 2 §3: the student package adds the student card (front and rear) and the enrolment certificate. */
export const STUDENT_DOCUMENT_TYPES = ['STUDENT_CARD', 'ENROLMENT_CERTIFICATE'] as const;
export type StudentDocumentType = (typeof STUDENT_DOCUMENT_TYPES)[number];

/** The `documentType` of `POST onboarding/documents`. */
export const DOCUMENT_TYPES = [...ID_DOCUMENT_TYPES, ...STUDENT_DOCUMENT_TYPES] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const documentTypeSchema = lazily(() =>
  z.enum(DOCUMENT_TYPES, { message: 'documents.type.invalid' }),
);
export const ZDocumentType = /* @__PURE__ */ documentTypeSchema();

/** spec 2 §3: the sides of a document. */
export const DOCUMENT_SIDES = ['FRONTVIEW', 'BACKVIEW'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];
export const documentSideSchema = lazily(() =>
  z.enum(DOCUMENT_SIDES, { message: 'documents.side.invalid' }),
);
export const ZDocumentSide = /* @__PURE__ */ documentSideSchema();

/**
 * The sides each type takes. A passport is one photo page (FRONTVIEW; its TD3 machine-readable zone
 * is on it); an ID card has two (its TD1 zone is on the back); the student card has front and rear
 * (spec 2 §3); the enrolment certificate is one document without sides.
 */
export const DOCUMENT_SIDES_BY_TYPE = {
  ID: ['FRONTVIEW', 'BACKVIEW'],
  PP: ['FRONTVIEW'],
  STUDENT_CARD: ['FRONTVIEW', 'BACKVIEW'],
  ENROLMENT_CERTIFICATE: [],
} as const satisfies Readonly<Record<DocumentType, readonly DocumentSide[]>>;

/** The sides `documentType` requires (an empty list: the document has no side). */
export function sidesOf(documentType: DocumentType): readonly DocumentSide[] {
  return DOCUMENT_SIDES_BY_TYPE[documentType];
}

/** Whether `side` (null: none given) is right for `documentType`. */
export function isSideAllowed(documentType: DocumentType, side: DocumentSide | null): boolean {
  const sides: readonly DocumentSide[] = sidesOf(documentType);
  return side === null ? sides.length === 0 : sides.includes(side);
}

/**
 * spec 2 §5 "Uploads": identity documents JPG or PNG up to 6 MB; the student documents are the
 * "multiple-document upload" (PDF, JPG or PNG up to 4 MB). Checked on the web before sending and on
 * the server against the bytes (their real type, not the name or the declared type).
 */
export const UPLOAD_RULE_BY_DOCUMENT_TYPE = {
  ID: UPLOAD_RULES.ID_DOCUMENT,
  PP: UPLOAD_RULES.ID_DOCUMENT,
  STUDENT_CARD: UPLOAD_RULES.MULTI_DOCUMENT,
  ENROLMENT_CERTIFICATE: UPLOAD_RULES.MULTI_DOCUMENT,
} as const satisfies Readonly<Record<DocumentType, UploadRule>>;

export function uploadRuleOf(documentType: DocumentType): UploadRule {
  return UPLOAD_RULE_BY_DOCUMENT_TYPE[documentType];
}

/** File extensions of the accepted media types (the name given to a nameless upload, spec 2 §3). */
export const EXTENSION_BY_MEDIA_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * spec 2 §3: the file name, or a random number up to 10000 plus the extension when there is none.
 * `random` returns a number in [0, 1) (Math.random on the web, a test's fixed value).
 */
export function documentNameFor(
  fileName: string | null | undefined,
  mediaType: string,
  random: () => number = Math.random,
): string {
  const trimmed = fileName?.trim() ?? '';
  if (trimmed !== '') return trimmed;
  const extension = EXTENSION_BY_MEDIA_TYPE[mediaType] ?? 'bin';
  return `${Math.floor(random() * RANDOM_FILE_NAME_MAX)}.${extension}`;
}
