import { z } from 'zod';
import { UPLOAD_RULES } from '../upload-limits';
import { UUID_PATTERN } from '../uuid';
import { isKnownStatementBank } from './statements-banks';

/*
 * Salary statements uploaded for a personal loan (decision 149): the body of
 * `POST /services/cib/documents/uploadriskdocument` (spec 2 §3 "Salary statement upload"), the
 * answers of its sibling calls, and the pure rules both the browser and the server apply: what a
 * file may be (spec 2 §5: PDF, TIFF or JPG up to 1 MB, last three months) and when the set is
 * complete.
 */

/** The media types a statement may be, decided from the bytes (`statementMediaTypeOf`). */
export const STATEMENT_MEDIA_TYPES = UPLOAD_RULES.STATEMENT.mediaTypes;
export type StatementMediaType = (typeof STATEMENT_MEDIA_TYPES)[number];

/** The file picker's filter (the server checks the content, whatever the name says). */
export const STATEMENT_FILE_ACCEPT = ['.pdf', '.tif', '.tiff', '.jpg', '.jpeg'] as const;

/** spec 2 §5 / spec 3 §9: 1 MB is 1 000 000 decoded bytes (decision 018). */
export const STATEMENT_MAX_BYTES = UPLOAD_RULES.STATEMENT.maxBytes;
/** Files one loan application may hold at a time (decision 149). */
export const STATEMENT_MAX_FILES = 10;
/** spec 2 §5: "last three months" (the four-month reading is not followed). */
export const STATEMENT_MONTHS = 3;
/**
 * The upload route's whole body: 1 MB in base64 is 1 333 336 characters; a larger file still
 * arrives (up to about 1.8 MB) and gets the precise TOO_LARGE answer, beyond this 413.
 */
export const STATEMENT_UPLOAD_BODY_LIMIT_BYTES = 2_500_000;

/** Why a statement file is refused (spec 3 §8: a code, the web says it in words). */
export const STATEMENT_REFUSAL_CODES = [
  'NOT_ALLOWED_TYPE',
  'TOO_LARGE',
  'EMPTY',
  'NOT_BASE64',
  'MONTH_OUT_OF_RANGE',
  'TOO_MANY_FILES',
  'UNKNOWN_BANK',
  'BANK_MISMATCH',
] as const;
export type StatementRefusalCode = (typeof STATEMENT_REFUSAL_CODES)[number];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A calendar month, `YYYY-MM`. */
export const ZStatementMonth = z.string().regex(MONTH, 'salaryStatement.upload.errors.month');

/** spec 3 §7 says these bodies are "empty": absent, the caller's one loan in this step. */
const ZOptionalProspectId = z
  .string()
  .regex(UUID_PATTERN, 'validation.prospectId.invalid')
  .optional();

/**
 * The magic bytes of the three accepted types: `%PDF-`, TIFF in either byte order (`II*\0`,
 * `MM\0*`), JPEG's start-of-image marker followed by another marker. Anything else is null.
 */
export function statementMediaTypeOf(bytes: Uint8Array): StatementMediaType | null {
  const starts = (...prefix: number[]) =>
    bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'image/tiff';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

/** The file's own refusal (size first, then type), or null when it may be kept. */
export function statementFileProblem(bytes: Uint8Array): StatementRefusalCode | null {
  if (bytes.length === 0) return 'EMPTY';
  if (bytes.length > STATEMENT_MAX_BYTES) return 'TOO_LARGE';
  return statementMediaTypeOf(bytes) === null ? 'NOT_ALLOWED_TYPE' : null;
}

/**
 * The last three full calendar months before `today` (a local date, `YYYY-MM-DD`), oldest first:
 * on 2026-11-23 they are 2026-08, 2026-09 and 2026-10. The current month is never full.
 */
export function lastThreeFullMonths(today: string): readonly [string, string, string] {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(today);
  if (match === null) throw new RangeError(`not a date: ${today}`);
  const index = Number(match[1]) * 12 + (Number(match[2]) - 1);
  const monthAt = (offset: number) => {
    const at = index - offset;
    return `${String(Math.floor(at / 12)).padStart(4, '0')}-${String((at % 12) + 1).padStart(2, '0')}`;
  };
  return [monthAt(3), monthAt(2), monthAt(1)];
}

/** The months of `months` that are not among the last three full months (empty: all fine). */
export function monthsOutOfRange(months: readonly string[], today: string): string[] {
  const allowed = lastThreeFullMonths(today);
  return months.filter((month) => !allowed.includes(month));
}

/**
 * The finalize rule: the files together cover each of the last three full months. Returns the
 * months no file covers, oldest first (empty: the set is complete).
 */
export function missingStatementMonths(
  files: readonly { readonly months: readonly string[] }[],
  today: string,
): string[] {
  const covered = new Set(files.flatMap((file) => file.months));
  return lastThreeFullMonths(today).filter((month) => !covered.has(month));
}

/**
 * `POST /services/cib/documents/uploadriskdocument` (spec 2 §3: base64 content with the data-URL
 * prefix removed, type (mime), fileType (extension), file name), plus the statement's bank code
 * (`ocrbankcodes`), the months the file covers and the prospect. The type the bytes show decides;
 * `type` and `fileType` are only recorded.
 */
export const ZStatementUploadRequest = z
  .object({
    prospectId: ZOptionalProspectId,
    content: z.string(),
    type: z.string().min(1).max(100),
    fileType: z
      .string()
      .max(10)
      .regex(/^\.?[A-Za-z0-9]*$/),
    documentName: z.string().max(1000).optional(),
    bank: z
      .string()
      .refine(isKnownStatementBank, { message: 'salaryStatement.upload.errors.UNKNOWN_BANK' }),
    months: z
      .array(ZStatementMonth)
      .min(1, 'salaryStatement.upload.errors.monthsRequired')
      .max(STATEMENT_MONTHS)
      .refine((months) => new Set(months).size === months.length, {
        message: 'salaryStatement.upload.errors.monthsRepeated',
      }),
  })
  .strict();
export type TStatementUploadRequest = z.infer<typeof ZStatementUploadRequest>;

/** `deleteriskdocument` ("given identifying fields"): the statement and, optionally, whose. */
export const ZDeleteStatementRequest = z
  .object({ prospectId: ZOptionalProspectId, documentId: z.string().max(64) })
  .strict();
export type TDeleteStatementRequest = z.infer<typeof ZDeleteStatementRequest>;

/** `banklistriskdocuments` and `finalizeriskdocumentsupload`: empty, or the prospect. */
export const ZStatementsRequest = z.object({ prospectId: ZOptionalProspectId }).strict();
export type TStatementsRequest = z.infer<typeof ZStatementsRequest>;

/** UPLOADED until the set is finalized, then CONFIRMED (and no longer deletable). */
export const ZStatementStatus = z.enum(['UPLOADED', 'CONFIRMED']);
export type StatementStatus = z.infer<typeof ZStatementStatus>;

/** One uploaded statement as the applicant's list shows it. */
export const ZStatement = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The media type the bytes showed. */
  type: z.enum(STATEMENT_MEDIA_TYPES),
  size: z.number().int().positive(),
  months: z.array(ZStatementMonth),
  bank: z.string(),
  status: ZStatementStatus,
  uploadedAt: z.iso.datetime(),
});
export type TStatement = z.infer<typeof ZStatement>;

/** `banklistriskdocuments`: the statements and the months still missing. */
export const ZStatementList = z.object({
  prospectId: z.uuid(),
  documents: z.array(ZStatement),
  requiredMonths: z.array(ZStatementMonth),
  missingMonths: z.array(ZStatementMonth),
  finalized: z.boolean(),
  maxFiles: z.number().int().positive(),
});
export type TStatementList = z.infer<typeof ZStatementList>;

export const ZStatementDeleted = z.object({ id: z.string(), deleted: z.literal(true) });
export type TStatementDeleted = z.infer<typeof ZStatementDeleted>;

/**
 * `finalizeriskdocumentsupload`: the set covers the three months. A missing month gives 409
 * MONTHS_MISSING with one field error per month (`field: 'months'`, `code: 'YYYY-MM'`).
 */
export const ZStatementsFinalized = z.object({
  finalized: z.literal(true),
  monthsCovered: z.array(ZStatementMonth),
  bankCode: z.string(),
});
export type TStatementsFinalized = z.infer<typeof ZStatementsFinalized>;

/** Staff (`GET /services/operator/prospects/{id}/riskdocuments`): the applicant's statements. */
export const ZStaffStatementList = z.object({
  prospectId: z.uuid(),
  finalizedAt: z.iso.datetime().nullable(),
  bankCode: z.string().nullable(),
  documents: z.array(ZStatement.extend({ sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type TStaffStatementList = z.infer<typeof ZStaffStatementList>;

export const ZStaffStatementsParams = z.object({ prospectId: z.string().max(64) });
export const ZStaffStatementParams = ZStaffStatementsParams.extend({
  documentId: z.string().max(64),
});
