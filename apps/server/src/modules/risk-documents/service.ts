import { createHash, randomUUID } from 'node:crypto';
import {
  cleanDocumentName,
  DOCUMENT_NAME_MAX_LENGTH,
  lastThreeFullMonths,
  localTimeIn,
  missingStatementMonths,
  monthsOutOfRange,
  STATEMENT_BANKS,
  STATEMENT_MAX_FILES,
  statementBankOf,
  statementFileProblem,
  statementMediaTypeOf,
  UPLOAD_RULES,
  type DocumentRefusalCode,
  type ProductState,
  type ProspectState,
  type StatementMediaType,
  type StatementRefusalCode,
  type TStaffStatementList,
  type TStatement,
  type TStatementBank,
  type TStatementDeleted,
  type TStatementList,
  type TStatementsFinalized,
  type TStatementUploadRequest,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import type { SessionUser } from '../../infra/session/session-store';
import type { StaffCaller } from '../../infra/session/staff-caller';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { inlineContent, type UploadContent } from '../uploads/content';
import type { UploadsService } from '../uploads/service';
import {
  confirmRiskDocuments,
  countRiskDocuments,
  deleteRiskDocument,
  findRiskDocument,
  findRiskDocuments,
  insertRiskDocument,
} from './repository';
import type { RiskDocumentRow } from './tables';

export interface RiskDocumentsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The bank's time zone: "the last three full months" are the bank's calendar months. */
  readonly timeZone: string;
  readonly uploads: Pick<UploadsService, 'precheck' | 'store' | 'read' | 'remove'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'status' | 'ownerOf'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/** What a loan stands on when its income came from uploads (issue 14 item 3). */
export interface FinalizedStatements {
  readonly bankCode: string;
  readonly finalizedAt: Date;
  readonly files: readonly {
    readonly id: string;
    readonly documentName: string;
    readonly mediaType: StatementMediaType;
    readonly months: readonly string[];
    readonly sha256: string;
    readonly size: number;
  }[];
}

/** The applicant of a call (a session; the phone's hand-off never uploads statements). */
export type StatementsCaller = Pick<SessionUser, 'userId' | 'uid'> & {
  readonly session: SessionUser;
};

/** Where a loan takes its salary statement (decision 147): personal data in, product still new. */
const STEP_PROSPECT_STATE: ProspectState = 'PROSPECT_INFO_UPLOADED';
const STEP_PRODUCT_STATE: ProductState = 'PRODUCT_NEW';
const LOAN_PROCESS = 'PERSONALLOAN';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const EXTENSION_OF: Readonly<Record<StatementMediaType, string>> = {
  'application/pdf': 'pdf',
  'image/tiff': 'tif',
  'image/jpeg': 'jpg',
};

const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such statement.' });

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

function toStatement(row: RiskDocumentRow): TStatement {
  return {
    id: row.id,
    name: row.name,
    type: row.mediaType,
    size: row.size,
    months: [...row.months].sort(),
    bank: row.bankCode,
    status: row.status,
    uploadedAt: row.createdAt.toISOString(),
  };
}

const earliestMonth = (row: RiskDocumentRow) => [...row.months].sort()[0] ?? '';

function storageKeyOf(prospectId: string, documentId: string): string {
  return `risk-documents/${prospectId}/${documentId}`;
}

/**
 * The name kept: the file's own, cleaned (no path, control or bidi characters, cut keeping the
 * extension; issue 17, decision 169), or a random number with the type's extension (spec 2 §3).
 */
function nameFor(documentName: string | undefined, mediaType: StatementMediaType): string {
  const cleaned = cleanDocumentName(documentName ?? '', DOCUMENT_NAME_MAX_LENGTH);
  if (cleaned !== '') return cleaned;
  return `${Math.floor(Math.random() * 10_000)}.${EXTENSION_OF[mediaType]}`;
}

/**
 * Salary statements uploaded for a personal loan (issue 14 item 2, decision 149): typed by their
 * bytes, size-checked and sealed through the upload pipeline's storage, listed, deleted until the
 * set is finalized, and finalized once the files cover the last three full months.
 */
export function createRiskDocumentsService(deps: RiskDocumentsServiceDeps) {
  const { db, clock, timeZone, uploads, prospects, products } = deps;
  const today = () => localTimeIn(clock(), timeZone).date;

  /** A prospect the caller may read statements of: their own personal loan (else 404 / 409). */
  const ownLoan = async (
    tx: Database | Transaction,
    caller: StatementsCaller,
    prospectId: string,
  ) => {
    const prospect = await prospects.requireOwn(tx, caller, prospectId);
    if (prospect.processName !== LOAN_PROCESS) {
      throw new AppError(409, 'NOT_A_LOAN', { message: 'Statements belong to a personal loan.' });
    }
    return prospect;
  };

  /**
   * The prospect a call is about. Given: the caller's own loan (another's: 404). Absent (spec 3 §7
   * "empty" bodies): the caller's one loan at the statement step.
   */
  const resolve = async (
    caller: StatementsCaller,
    prospectId: string | undefined,
  ): Promise<{ id: string; atStep: boolean }> => {
    if (prospectId !== undefined) {
      const prospect = await ownLoan(db, caller, prospectId);
      const product = await products.forProspect(db, prospect.id);
      return {
        id: prospect.id,
        atStep:
          prospect.state === STEP_PROSPECT_STATE && product?.productState === STEP_PRODUCT_STATE,
      };
    }
    const { processes } = await prospects.status(caller.session, caller.uid);
    const atStep = processes.filter(
      (process) =>
        process.processName === LOAN_PROCESS &&
        process.prospectState === STEP_PROSPECT_STATE &&
        process.productState === STEP_PRODUCT_STATE,
    );
    const [only] = atStep;
    if (only === undefined || atStep.length > 1) {
      throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
        message:
          atStep.length > 1
            ? 'Several loans are at the salary statement: name the prospectId.'
            : 'No personal loan of yours is at the salary statement step.',
      });
    }
    return { id: only.prospectId, atStep: true };
  };

  /** The changing calls: the loan must be at the salary statement step (decision 147). */
  const resolveAtStep = async (caller: StatementsCaller, prospectId: string | undefined) => {
    const prospect = await resolve(caller, prospectId);
    if (!prospect.atStep) {
      throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
        message: `Statements are uploaded in ${STEP_PROSPECT_STATE} / ${STEP_PRODUCT_STATE} only.`,
      });
    }
    return prospect.id;
  };

  const requireNotFinalized = (rows: readonly RiskDocumentRow[]) => {
    if (rows.some((row) => row.status === 'CONFIRMED')) {
      throw new AppError(409, 'STATEMENTS_FINALIZED', {
        message: 'The statements were finalized; they can no longer change.',
      });
    }
  };

  const listOf = (prospectId: string, rows: readonly RiskDocumentRow[]): TStatementList => {
    const now = today();
    return {
      prospectId,
      documents: rows.map(toStatement),
      requiredMonths: [...lastThreeFullMonths(now)],
      missingMonths: missingStatementMonths(rows, now),
      finalized: rows.length > 0 && rows.every((row) => row.status === 'CONFIRMED'),
      maxFiles: STATEMENT_MAX_FILES,
    };
  };

  return {
    /** Every salary statement of a prospect with its bytes (case evidence, decision 151). */
    async evidenceOf(prospectId: string) {
      const rows = await findRiskDocuments(db, prospectId);
      const files: { name: string; mediaType: string; bytes: Buffer; recordedSha256: string }[] =
        [];
      for (const row of rows) {
        const bytes = await uploads.read(row.storageKey);
        if (bytes !== null) {
          const { mediaType, sha256: recordedSha256 } = row;
          files.push({ name: `${row.id}-${row.name}`, mediaType, bytes, recordedSha256 });
        }
      }
      const records = rows.map(({ storageKey: _key, ...row }) => row);
      return { records, files, subjectIds: rows.map((row) => row.id) };
    },

    /** `GET external/info/ocrbankcodes`: the banks a statement may come from. */
    bankCodes(): TStatementBank[] {
      return STATEMENT_BANKS.map(({ code, name, bic }) => ({ code, name, bic }));
    },

    /** `GET external/info/ocrbanks/code?codeBank`: one bank; 404 when the mark is unknown. */
    bankByCode(code: string): TStatementBank {
      const bank = statementBankOf(code.trim());
      if (bank === null) throw new AppError(404, 'NOT_FOUND', { message: 'No such bank code.' });
      return bank;
    },

    /**
     * `POST documents/uploadriskdocument`: checks the file (empty, size, base64, type by content),
     * the months and the bank, then stores it sealed with its SHA-256. A refused file leaves
     * nothing behind: no row, no bytes.
     */
    async upload(
      caller: StatementsCaller,
      request: TStatementUploadRequest,
      context: RequestContext,
      spooled?: UploadContent,
    ): Promise<TStatement> {
      const prospectId = await resolveAtStep(caller, request.prospectId);
      const content = spooled ?? inlineContent(request.content);
      const prechecked = uploads.precheck(content, UPLOAD_RULES.STATEMENT);
      if (prechecked !== null) throw refusal(fromPrecheck(prechecked));
      const bytes = await content.read();
      if (bytes === null) throw refusal('NOT_BASE64');
      const problem = statementFileProblem(bytes);
      if (problem !== null) throw refusal(problem);
      const mediaType = statementMediaTypeOf(bytes);
      if (mediaType === null) throw refusal('NOT_ALLOWED_TYPE');

      const outOfRange = monthsOutOfRange(request.months, today());
      if (outOfRange.length > 0) throw refusal('MONTH_OUT_OF_RANGE', outOfRange.join(', '));
      if (statementBankOf(request.bank) === null) throw refusal('UNKNOWN_BANK');

      const existing = await findRiskDocuments(db, prospectId);
      requireNotFinalized(existing);
      if (existing.length >= STATEMENT_MAX_FILES) throw refusal('TOO_MANY_FILES');
      // One statement set, one bank: the finalize answers one bank code (decision 149).
      if (existing.some((row) => row.bankCode !== request.bank)) throw refusal('BANK_MISMATCH');

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
    },

    /** `POST documents/deleteriskdocument`: an UPLOADED statement of the caller's loan. */
    async remove(
      caller: StatementsCaller,
      request: { prospectId?: string; documentId: string },
      context: RequestContext,
    ): Promise<TStatementDeleted> {
      const prospectId = await resolveAtStep(caller, request.prospectId);
      if (!UUID.test(request.documentId)) throw notFound();
      const row = await findRiskDocument(db, prospectId, request.documentId);
      if (row === null) throw notFound();
      if (row.status === 'CONFIRMED') {
        throw new AppError(409, 'STATEMENTS_FINALIZED', {
          message: 'A finalized statement cannot be deleted.',
        });
      }
      await db.transaction(async (tx) => {
        await deleteRiskDocument(tx, row.id);
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: caller.userId,
          action: 'risk_document.deleted',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: { documentId: row.id, sha256: row.sha256 },
        });
      });
      await uploads.remove(row.storageKey);
      return { id: row.id, deleted: true };
    },

    /** `POST documents/banklistriskdocuments`: the statements and the months still missing. */
    async list(caller: StatementsCaller, prospectId: string | undefined): Promise<TStatementList> {
      const prospect = await resolve(caller, prospectId);
      return listOf(prospect.id, await findRiskDocuments(db, prospect.id));
    },

    /**
     * `POST documents/finalizeriskdocumentsupload`: the files together cover the last three full
     * months (else 409 MONTHS_MISSING naming them); they become CONFIRMED. Finalizing again
     * answers the same.
     */
    async finalize(
      caller: StatementsCaller,
      prospectId: string | undefined,
      context: RequestContext,
    ): Promise<TStatementsFinalized> {
      const id = await resolveAtStep(caller, prospectId);
      const required = lastThreeFullMonths(today());
      return db.transaction(async (tx) => {
        const rows = await findRiskDocuments(tx, id);
        // Only the months asked for now count: a file of an older month no longer covers one.
        const missing = missingStatementMonths(rows, today());
        if (missing.length > 0) {
          throw new AppError(409, 'MONTHS_MISSING', {
            message: `No statement covers ${missing.join(', ')}.`,
            fieldErrors: missing.map((month) => ({ field: 'months', code: month })),
          });
        }
        const bankCode = rows[0]?.bankCode ?? '';
        const pending = rows.filter((row) => row.status === 'UPLOADED');
        if (pending.length > 0) {
          await confirmRiskDocuments(
            tx,
            pending.map((row) => row.id),
            clock(),
          );
          await recordAudit(tx, context, {
            actorType: 'applicant',
            actorId: caller.userId,
            action: 'risk_documents.finalized',
            subjectType: 'prospect',
            subjectId: id,
            details: {
              bankCode,
              months: [...required],
              documents: rows.map((row) => ({ id: row.id, sha256: row.sha256 })),
            },
          });
        }
        return { finalized: true, monthsCovered: [...required], bankCode };
      });
    },

    /**
     * For the loan (H3) and the console: the finalized statements of a prospect, or null while
     * they are not finalized; the files oldest month first. No caller check: the modules above
     * ask for their own prospects.
     */
    async finalizedStatementsOf(prospectId: string): Promise<FinalizedStatements | null> {
      if (!UUID.test(prospectId)) return null;
      // Oldest month first: the order the statements are read in.
      const rows = (await findRiskDocuments(db, prospectId))
        .filter((row) => row.status === 'CONFIRMED' && row.confirmedAt !== null)
        .sort((a, b) => earliestMonth(a).localeCompare(earliestMonth(b)));
      const [first] = rows;
      if (first === undefined) return null;
      const finalizedAt = new Date(Math.max(...rows.map((row) => row.confirmedAt?.getTime() ?? 0)));
      return {
        bankCode: first.bankCode,
        finalizedAt,
        files: rows.map((row) => ({
          id: row.id,
          documentName: row.name,
          mediaType: row.mediaType,
          months: [...row.months].sort(),
          sha256: row.sha256,
          size: row.size,
        })),
      };
    },

    /** Staff: the prospect's statements with their hashes (each read audited). */
    async staffList(
      staff: StaffCaller,
      prospectId: string,
      context: RequestContext,
    ): Promise<TStaffStatementList> {
      if ((await prospects.ownerOf(prospectId)) === null) {
        throw new AppError(404, 'NOT_FOUND', { message: 'No such prospect.' });
      }
      const rows = await findRiskDocuments(db, prospectId);
      await recordAudit(db, context, {
        actorType: 'operator',
        actorId: staff.staffId,
        action: 'risk_documents.viewed',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { documents: rows.length },
      });
      const confirmed = rows.filter((row) => row.confirmedAt !== null);
      return {
        prospectId,
        finalizedAt:
          confirmed.length === 0 || confirmed.length !== rows.length
            ? null
            : new Date(
                Math.max(...confirmed.map((row) => row.confirmedAt?.getTime() ?? 0)),
              ).toISOString(),
        bankCode: rows[0]?.bankCode ?? null,
        documents: rows.map((row) => ({ ...toStatement(row), sha256: row.sha256 })),
      };
    },

    /** Staff: one statement's bytes, unsealed (the read audited). */
    async staffFile(
      staff: StaffCaller,
      prospectId: string,
      documentId: string,
      context: RequestContext,
    ): Promise<{ bytes: Buffer; mediaType: StatementMediaType; name: string }> {
      if (!UUID.test(prospectId) || !UUID.test(documentId)) throw notFound();
      const row = await findRiskDocument(db, prospectId, documentId);
      const bytes = row === null ? null : await uploads.read(row.storageKey);
      if (row === null || bytes === null) throw notFound();
      await recordAudit(db, context, {
        actorType: 'operator',
        actorId: staff.staffId,
        action: 'risk_document.opened',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { documentId, sha256: row.sha256 },
      });
      // Sealed bytes come back as stored: the SHA-256 recorded at upload still matches.
      return { bytes, mediaType: row.mediaType, name: row.name };
    },
  };
}

export type RiskDocumentsService = ReturnType<typeof createRiskDocumentsService>;
