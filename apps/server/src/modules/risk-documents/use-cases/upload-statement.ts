import { createHash, randomUUID } from 'node:crypto';
import {
  cleanDocumentName,
  DOCUMENT_NAME_MAX_LENGTH,
  monthsOutOfRange,
  STATEMENT_MAX_FILES,
  statementBankOf,
  statementFileProblem,
  statementMediaTypeOf,
  UPLOAD_RULES,
  type DocumentRefusalCode,
  type StatementMediaType,
  type StatementRefusalCode,
  type TStatement,
  type TStatementUploadRequest,
  type VariantId,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { inlineContent, type UploadContent } from '../../uploads/content';
import type { UploadsService } from '../../uploads/service';
import { bankToday } from '../bank-today';
import { countRiskDocuments, findRiskDocuments, insertRiskDocument } from '../repository';
import { resolveProspectAtStep, type StatementsCaller } from '../statement-prospect';
import { toStatement } from '../statement-views';
import type { RiskDocumentRow } from '../tables';

export interface UploadStatementDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The bank's time zone: "the last three full months" are the bank's calendar months. */
  readonly timeZone: string;
  readonly uploads: Pick<UploadsService, 'precheck' | 'store' | 'remove'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'processesOf'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  /** The server's variant: the banks a statement may come from are its country's. */
  readonly variant: VariantId;
}

const EXTENSION_OF: Readonly<Record<StatementMediaType, string>> = {
  'application/pdf': 'pdf',
  'image/tiff': 'tif',
  'image/jpeg': 'jpg',
};

function refusal(code: StatementRefusalCode, detail?: string): AppError {
  const status = code === 'TOO_LARGE' ? 413 : code === 'TOO_MANY_FILES' ? 409 : 400;
  const field =
    code === 'MONTH_OUT_OF_RANGE' ? 'months' : code.endsWith('BANK') ? 'bank' : 'content';
  return new AppError(status, code, {
    message: `The statement was refused: ${code}${detail === undefined ? '' : ` (${detail})`}.`,
    fieldErrors: [{ field, code }],
  });
}

/** The upload pipeline's precheck codes in this call's words. */
function fromPrecheck(code: DocumentRefusalCode): StatementRefusalCode {
  if (code === 'FILE_TOO_LARGE') return 'TOO_LARGE';
  if (code === 'FILE_EMPTY') return 'EMPTY';
  return 'NOT_BASE64';
}

function storageKeyOf(prospectId: string, documentId: string): string {
  return `risk-documents/${prospectId}/${documentId}`;
}

/**
 * The name kept: the file's own, cleaned (no path, control or bidi characters, cut keeping the
 * extension; decision 169), or a random number with the type's extension (spec 2 §3).
 */
function nameFor(documentName: string | undefined, mediaType: StatementMediaType): string {
  const cleaned = cleanDocumentName(documentName ?? '', DOCUMENT_NAME_MAX_LENGTH);
  if (cleaned !== '') return cleaned;
  return `${Math.floor(Math.random() * 10_000)}.${EXTENSION_OF[mediaType]}`;
}

/** The file's bytes and its type by content: empty, size, base64 and type checked. */
async function checkedFile(
  uploads: Pick<UploadsService, 'precheck'>,
  content: UploadContent,
): Promise<{ bytes: Buffer; mediaType: StatementMediaType }> {
  const prechecked = uploads.precheck(content, UPLOAD_RULES.STATEMENT);
  if (prechecked !== null) throw refusal(fromPrecheck(prechecked));
  const bytes = await content.read();
  if (bytes === null) throw refusal('NOT_BASE64');
  const problem = statementFileProblem(bytes);
  if (problem !== null) throw refusal(problem);
  const mediaType = statementMediaTypeOf(bytes);
  if (mediaType === null) throw refusal('NOT_ALLOWED_TYPE');
  return { bytes, mediaType };
}

/** The set takes one more file: not finalized, not full, and of the same bank. */
function requireRoomInSet(existing: readonly RiskDocumentRow[], bank: string): void {
  if (existing.some((row) => row.status === 'CONFIRMED')) {
    throw new AppError(409, 'STATEMENTS_FINALIZED', {
      message: 'The statements were finalized; they can no longer change.',
    });
  }
  if (existing.length >= STATEMENT_MAX_FILES) throw refusal('TOO_MANY_FILES');
  // One statement set, one bank: the finalize answers one bank code (decision 149).
  if (existing.some((row) => row.bankCode !== bank)) throw refusal('BANK_MISMATCH');
}

/**
 * `POST documents/uploadriskdocument`: checks the file (empty, size, base64, type by content),
 * the months and the bank, then stores it sealed with its SHA-256. A refused file leaves nothing
 * behind: no row, no bytes.
 */
export function createUploadStatement(deps: UploadStatementDeps) {
  const { db, clock, uploads } = deps;
  return async function upload(
    caller: StatementsCaller,
    request: TStatementUploadRequest,
    context: RequestContext,
    spooled?: UploadContent,
  ): Promise<TStatement> {
    const prospectId = await resolveProspectAtStep(deps, caller, request.prospectId);
    const content = spooled ?? inlineContent(request.content);
    const { bytes, mediaType } = await checkedFile(uploads, content);

    const outOfRange = monthsOutOfRange(request.months, bankToday(deps));
    if (outOfRange.length > 0) throw refusal('MONTH_OUT_OF_RANGE', outOfRange.join(', '));
    if (statementBankOf(request.bank, deps.variant) === null) throw refusal('UNKNOWN_BANK');
    requireRoomInSet(await findRiskDocuments(db, prospectId), request.bank);

    const id = randomUUID();
    const storageKey = storageKeyOf(prospectId, id);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await uploads.store(storageKey, bytes);
    try {
      const row = await db.transaction(async (tx) => {
        // Counted again inside the write: two uploads at once cannot pass the limit together.
        if ((await countRiskDocuments(tx, prospectId)) >= STATEMENT_MAX_FILES) {
          throw refusal('TOO_MANY_FILES');
        }
        const now = clock();
        const inserted = await insertRiskDocument(tx, {
          id,
          prospectId,
          bankCode: request.bank,
          name: nameFor(request.documentName, mediaType),
          mediaType,
          declaredType: request.type.slice(0, 100),
          declaredExtension: request.fileType.replace(/^\./, '').toLowerCase(),
          size: bytes.length,
          sha256,
          months: [...request.months].sort(),
          storageKey,
          status: 'UPLOADED',
          createdAt: now,
          updatedAt: now,
        });
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: caller.userId,
          action: 'risk_document.uploaded',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: {
            documentId: id,
            mediaType,
            size: bytes.length,
            sha256,
            months: inserted.months,
            bank: request.bank,
          },
        });
        return inserted;
      });
      return toStatement(row);
    } catch (error) {
      await uploads.remove(storageKey);
      throw error;
    }
  };
}
