import { createHash, randomUUID } from 'node:crypto';
import {
  CONSENT_DOCUMENT_KINDS,
  LANGUAGES,
  type ConsentDocumentKind,
  type Language,
  type ProspectState,
  type TAcceptConsentDocumentsRequest,
  type TConsentDocumentsAccepted,
  type TConsentDocument,
  type VariantId,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { Database, Transaction } from '../../infra/db/database';
import { renderPdf } from '../../infra/pdf/pdf-document';
import type { SessionUser } from '../../infra/session/session-store';
import type { ConsentsService } from '../consents/service';
import type { EnteredDataSource } from '../eligibility/entered-data';
import type { ProductsService } from '../products/service';
import { formatApplicationNumber } from '../prospects/application-number';
import type { ProspectsService } from '../prospects/service';
import { consentDocumentContents } from './document-content';
import {
  deleteUnacceptedDocuments,
  findDocuments,
  insertDocuments,
  markAccepted,
  type ConsentDocumentRow,
} from './repository';

export interface ConsentDocumentsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** Opens the PDFs of rows made before the storage port held them. */
  readonly cipher: DataCipher;
  readonly storage: StoragePort;
  readonly timeZone: string;
  readonly variant: VariantId;
  readonly prospects: ProspectsService;
  readonly products: ProductsService;
  readonly consents: ConsentsService;
  readonly enteredData: EnteredDataSource;
}

/** The prospect the documents are made for: its id, and its number for people to read. */
type ProspectOfDocuments = Awaited<ReturnType<ProspectsService['requireOwn']>>;

/** The documents exist from the consents on; later states still list and download them. */
const DOCUMENT_STATES: readonly ProspectState[] = [
  'PROSPECT_CONSENTS_UPLOADED',
  'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
  'PROSPECT_VERIFIED',
];

const FILE_NAMES: Readonly<Record<ConsentDocumentKind, string>> = {
  GENERAL_TERMS: 'general-terms',
  CONSENTS: 'consents',
  DATA_SUMMARY: 'data-summary',
};

const sealContext = (row: Pick<ConsentDocumentRow, 'id' | 'prospectId'>) =>
  `consent-document:${row.prospectId}:${row.id}`;

const storageKeyOf = (prospectId: string, id: string) => `consent-documents/${prospectId}/${id}`;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function toDocument(row: ConsentDocumentRow): TConsentDocument {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    mediaType: 'application/pdf',
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    language: row.language,
  };
}

function inKindOrder(rows: readonly ConsentDocumentRow[]): ConsentDocumentRow[] {
  const order = (row: ConsentDocumentRow) => CONSENT_DOCUMENT_KINDS.indexOf(row.kind);
  return [...rows].sort((a, b) => order(a) - order(b));
}

const notInState = (state: string) =>
  new AppError(409, 'PROSPECT_STATE_CONFLICT', {
    message: `The consent documents are not available in ${state}.`,
  });

/**
 * The consent documents of /consents/pdf (issue 7): real PDFs in the applicant's language, sealed
 * at rest with their SHA-256; accepting them records each hash so the accepted bytes can be proven.
 */
export function createConsentDocumentsService(deps: ConsentDocumentsServiceDeps) {
  const { db, clock, cipher, storage, prospects, products, consents, enteredData, timeZone } = deps;

  const generate = async (
    tx: Transaction,
    user: SessionUser,
    prospect: ProspectOfDocuments,
    language: Language,
    context: RequestContext,
  ) => {
    const prospectId = prospect.id;
    const answers = await consents.answers(tx, prospectId);
    const product = await products.forProspect(tx, prospectId);
    if (answers === null || product === null) throw notInState('this application');
    const now = clock();
    const entered = await enteredData.entered(tx, prospectId);
    const applicantName =
      entered === null
        ? user.fullName
        : [entered.names.firstName, entered.names.secondName, entered.names.surname]
            .filter(Boolean)
            .join(' ');
    const contents = consentDocumentContents({
      language,
      applicationNumber: formatApplicationNumber(prospect, timeZone),
      productType: product.productType,
      packageName: product.packageName,
      answers: answers.answers,
      answeredAt: answers.answeredAt,
      entered,
      applicantName,
      now,
      timeZone,
      variant: deps.variant,
    });
    const rows = [];
    const pdfs = new Map<string, Uint8Array>();
    for (const kind of CONSENT_DOCUMENT_KINDS) {
      const bytes = await renderPdf(contents[kind]);
      const id = randomUUID();
      pdfs.set(id, bytes);
      rows.push({
        id,
        prospectId,
        kind,
        language,
        fileName: `${FILE_NAMES[kind]}-${language}.pdf`,
        sizeBytes: bytes.byteLength,
        sha256: sha256Hex(bytes),
        storageKey: storageKeyOf(prospectId, id),
        createdAt: now,
      });
    }
    // Only the rows this request really inserted get their file (another may have made the set).
    for (const id of await insertDocuments(tx, rows)) {
      const bytes = pdfs.get(id);
      if (bytes !== undefined) await storage.put(storageKeyOf(prospectId, id), bytes);
    }
    await recordAudit(tx, context, {
      actorType: 'applicant',
      actorId: user.userId,
      action: 'consent_documents.created',
      subjectType: 'prospect',
      subjectId: prospectId,
      details: {
        language,
        documents: rows.map(({ id, kind, sha256, sizeBytes }) => ({ id, kind, sha256, sizeBytes })),
      },
    });
  };

  /**
   * The current set: the documents made since the consents were last answered. After a REDO of
   * the video identification (decision 132) the consents are answered again and the earlier,
   * accepted set stays downloadable but is no longer current.
   */
  const currentDocuments = async (tx: Transaction, prospectId: string) => {
    const answered = await consents.answers(tx, prospectId);
    if (answered === null) return [];
    const since = answered.answeredAt.getTime();
    return (await findDocuments(tx, prospectId)).filter((row) => row.createdAt.getTime() >= since);
  };

  const bytesOf = async (row: ConsentDocumentRow): Promise<Buffer | null> => {
    if (row.storageKey !== null) return storage.get(row.storageKey);
    if (row.sealedContent === null) return null;
    return cipher.open(Buffer.from(row.sealedContent, 'base64'), sealContext(row));
  };

  /** The language the applicant reads the page in, else the session's. */
  const languageOf = (user: SessionUser, requested: string | undefined): Language =>
    LANGUAGES.find((language) => language === requested) ??
    LANGUAGES.find((language) => language === user.language) ??
    'sl';

  return {
    /**
     * Every consent document made for a prospect (accepted or not) with the PDF bytes the
     * applicant saw, for the case evidence export (issue 16, decision 151).
     */
    async evidenceOf(prospectId: string) {
      const rows = await findDocuments(db, prospectId);
      const files: { name: string; mediaType: string; bytes: Buffer; recordedSha256: string }[] =
        [];
      for (const row of rows) {
        const bytes = await bytesOf(row);
        if (bytes !== null) {
          const name = `${row.id}-${row.fileName}`;
          files.push({ name, mediaType: 'application/pdf', bytes, recordedSha256: row.sha256 });
        }
      }
      const records = rows.map(({ storageKey: _key, sealedContent: _sealed, ...row }) => row);
      return { records, files, subjectIds: rows.map((row) => row.id) };
    },

    /** Lists the documents, making them first when the applicant has just given the consents. */
    async list(
      user: SessionUser,
      prospectId: string,
      context: RequestContext,
      requestedLanguage?: string,
    ): Promise<TConsentDocument[]> {
      return db.transaction(async (tx) => {
        const prospect = await prospects.requireOwn(tx, user, prospectId);
        if (!DOCUMENT_STATES.includes(prospect.state)) throw notInState(prospect.state);
        let rows = await currentDocuments(tx, prospectId);
        if (rows.length === 0 && prospect.state === 'PROSPECT_CONSENTS_UPLOADED') {
          await generate(tx, user, prospect, languageOf(user, requestedLanguage), context);
          rows = await currentDocuments(tx, prospectId);
        }
        return inKindOrder(rows).map(toDocument);
      });
    },

    /** `documents/createlegalpdf`: makes the documents again, e.g. after a language change. */
    async recreate(
      user: SessionUser,
      prospectId: string,
      context: RequestContext,
      requestedLanguage?: string,
    ): Promise<TConsentDocument[]> {
      const { documents, replaced } = await db.transaction(async (tx) => {
        const prospect = await prospects.requireOwn(tx, user, prospectId);
        if (prospect.state !== 'PROSPECT_CONSENTS_UPLOADED') throw notInState(prospect.state);
        const replacedKeys = await deleteUnacceptedDocuments(tx, prospectId);
        await generate(tx, user, prospect, languageOf(user, requestedLanguage), context);
        return {
          documents: inKindOrder(await currentDocuments(tx, prospectId)).map(toDocument),
          replaced: replacedKeys,
        };
      });
      for (const key of replaced) await storage.delete(key);
      return documents;
    },

    /** The exact bytes stored; their SHA-256 is checked against the recorded one. */
    async download(
      user: SessionUser,
      prospectId: string,
      documentId: string,
    ): Promise<{ document: TConsentDocument; bytes: Buffer }> {
      await prospects.requireOwn(db, user, prospectId);
      const row = (await findDocuments(db, prospectId)).find((each) => each.id === documentId);
      if (row === undefined) {
        throw new AppError(404, 'NOT_FOUND', { message: 'No such document.' });
      }
      const bytes = await bytesOf(row);
      if (bytes === null || sha256Hex(bytes) !== row.sha256) {
        throw new Error('consent document missing or its hash does not match');
      }
      return { document: toDocument(row), bytes };
    },

    /**
     * The "I confirm all documents" step (spec 2 §5): the documents named must be exactly the
     * current set; their acceptance is recorded with each SHA-256 in the audit trail, and
     * eligibility is decided in the same transaction (decision 131): ACCEPTED →
     * PROSPECT_CONSENT_DOCUMENTS_ACCEPTED (on to the video identification), a reason →
     * PROSPECT_REJECTED (the error page, which offers a branch).
     */
    async accept(
      user: SessionUser,
      prospectId: string,
      body: TAcceptConsentDocumentsRequest,
      context: RequestContext,
    ): Promise<TConsentDocumentsAccepted> {
      return db.transaction(async (tx) => {
        const prospect = await prospects.requireOwn(tx, user, prospectId);
        if (prospect.state !== 'PROSPECT_CONSENTS_UPLOADED') {
          throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
            message: `The prospect is not in PROSPECT_CONSENTS_UPLOADED.`,
          });
        }
        const rows = inKindOrder(await currentDocuments(tx, prospectId));
        const shown = new Map(body.documents.map((each) => [each.id, each.sha256]));
        const same =
          rows.length === CONSENT_DOCUMENT_KINDS.length &&
          shown.size === rows.length &&
          rows.every((row) => shown.get(row.id) === row.sha256);
        if (!same) {
          throw new AppError(409, 'CONSENT_DOCUMENTS_CHANGED', {
            message: 'The documents confirmed are not the current ones.',
          });
        }
        const documents = rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          fileName: row.fileName,
          sha256: row.sha256,
        }));
        const decision = await consents.decideEligibility(
          tx,
          { prospectId, actorId: user.userId },
          context,
        );
        const accepted = decision.criteries === 'ACCEPTED';
        const prospectState = accepted
          ? 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED'
          : 'PROSPECT_REJECTED';
        await prospects.advance(
          tx,
          {
            prospectId,
            from: ['PROSPECT_CONSENTS_UPLOADED'],
            to: prospectState,
            actorId: user.userId,
            details: accepted
              ? { step: 'consentDocuments', criteries: decision.criteries }
              : { step: 'consentDocuments', reasons: decision.reasons },
          },
          context,
        );
        await markAccepted(tx, prospectId, clock());
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'consent_documents.accepted',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: { confirmAll: true, documents },
        });
        return { prospectState, criteries: decision.criteries };
      });
    },
  };
}

export type ConsentDocumentsService = ReturnType<typeof createConsentDocumentsService>;
