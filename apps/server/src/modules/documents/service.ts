import { randomUUID } from 'node:crypto';
import {
  cleanDocumentName,
  documentNameFor,
  DOCUMENT_NAME_MAX_LENGTH,
  ID_DOCUMENT_TYPES,
  isSideAllowed,
  sidesOf,
  uploadRuleOf,
  type DocumentRefusalCode,
  type DocumentSide,
  type DocumentType,
  type IdDocumentType,
  type ProspectState,
  type TDocument,
  type TDocumentUploadRequest,
  type TDocumentWithContent,
  type TIdDocumentStatus,
  type TIdSideStatus,
  type TSetIdDocumentResponse,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import type { DocumentCaller } from '../../infra/session/caller';
import type { ProspectsService } from '../prospects/service';
import { inlineContent, type UploadContent } from '../uploads/content';
import type { UploadsService } from '../uploads/service';
import {
  confirmDocuments,
  deleteDocumentRow,
  findDocument,
  findDocumentsOfProspect,
  findIdChoice,
  findSideDocuments,
  insertDocument,
  markIdChoiceConfirmed,
  saveIdChoice,
  updateDocument,
} from './repository';
import type { DocumentRow } from './tables';

type ProspectsPort = Pick<ProspectsService, 'requireOwn' | 'advance' | 'status'>;

/** The machine-readable-zone reader (issue 5 point 7): a reading requested in the caller's transaction. */
export interface DocumentReadingPort {
  request(
    tx: Transaction,
    input: {
      prospectId: string;
      documentId: string;
      documentType: IdDocumentType;
      side: DocumentSide;
    },
  ): Promise<void>;
}

export interface DocumentsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly uploads: UploadsService;
  readonly prospects: ProspectsPort;
  readonly reading?: DocumentReadingPort;
  /** Called after any change to a prospect's identity-document sides (live hand-off status). */
  readonly onIdDocumentsChanged?: (prospectId: string) => void;
  /** Called after the desktop confirmed the sides (open hand-offs to the phone end). */
  readonly onConfirmedFromDesktop?: (prospectId: string) => Promise<void>;
}

/** Identity-document uploads happen in this step only (spec 1 §4 DocumentUpload). */
const ID_UPLOAD_STATES: readonly ProspectState[] = ['PROSPECT_EMAIL_CHECKED'];

const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such document.' });

/** ICAO 9303: the sides that carry a machine-readable zone. */
function holdsMrz(documentType: IdDocumentType, side: DocumentSide): boolean {
  return documentType === 'PP' ? side === 'FRONTVIEW' : side === 'BACKVIEW';
}

function isIdType(type: DocumentType): type is IdDocumentType {
  return (ID_DOCUMENT_TYPES as readonly string[]).includes(type);
}

export function toDocument(row: DocumentRow): TDocument {
  const stored = row.state === 'UPLOADED' || row.state === 'CONFIRMED';
  return {
    id: row.id,
    imageId: stored ? row.id : null,
    prospectId: row.prospectId,
    documentType: row.documentType,
    side: row.side,
    state: row.state,
    rejectionReason: row.rejectionReason,
    documentName: row.name,
    mediaType: row.mediaType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function refusal(code: DocumentRefusalCode): AppError {
  const status = code === 'FILE_TOO_LARGE' ? 413 : code.startsWith('IMAGE_') ? 422 : 400;
  // IMAGE_TOO_MANY_PIXELS is a bad file, not a photo to retake.
  const finalStatus = code === 'IMAGE_TOO_MANY_PIXELS' ? 400 : status;
  return new AppError(finalStatus, code, {
    message: `The file was refused: ${code}.`,
    fieldErrors: [{ field: 'content', code }],
  });
}

function storageKeyOf(prospectId: string, documentId: string): string {
  return `documents/${prospectId}/${documentId}`;
}

/** Uploaded identity documents and student documents (spec 2 §3–§4, spec 3 §7). */
export function createDocumentsService(deps: DocumentsServiceDeps) {
  const { db, clock, uploads, prospects } = deps;
  const changed = (prospectId: string) => deps.onIdDocumentsChanged?.(prospectId);

  /** The prospect a call is about, checked against the caller (another's: 404). */
  const resolveProspect = async (
    tx: Database | Transaction,
    caller: DocumentCaller,
    prospectId: string | undefined,
    uid?: string,
  ): Promise<{ id: string; state: ProspectState }> => {
    if (uid !== undefined && uid !== caller.uid) {
      throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
    }
    if (caller.kind === 'handoff') {
      if (prospectId !== undefined && prospectId !== caller.prospectId) {
        throw new AppError(404, 'NOT_FOUND', { message: 'No such prospect.' });
      }
      return prospects.requireOwn(tx, caller, caller.prospectId);
    }
    if (prospectId !== undefined) return prospects.requireOwn(tx, caller, prospectId);
    const { processes } = await prospects.status(caller.session, caller.uid);
    const newest = processes.at(-1);
    if (newest === undefined) throw new AppError(404, 'NOT_FOUND', { message: 'No prospect.' });
    return { id: newest.prospectId, state: newest.prospectState };
  };

  /** A document of the caller's prospect; anyone else's (or a phone's non-ID one) is 404. */
  const requireOwnDocument = async (
    tx: Database | Transaction,
    caller: DocumentCaller,
    documentId: string,
  ): Promise<DocumentRow> => {
    if (!/^[0-9a-f-]{36}$/i.test(documentId)) throw notFound();
    const row = await findDocument(tx, documentId);
    if (row === null) throw notFound();
    if (caller.kind === 'handoff') {
      if (row.prospectId !== caller.prospectId || !isIdType(row.documentType)) throw notFound();
      return row;
    }
    try {
      await prospects.requireOwn(tx, caller, row.prospectId);
    } catch {
      throw notFound();
    }
    return row;
  };

  const idStatus = async (
    tx: Database | Transaction,
    prospectId: string,
  ): Promise<TIdDocumentStatus> => {
    const choice = await findIdChoice(tx, prospectId);
    const idType = choice?.idType ?? null;
    const rows = idType === null ? [] : await findDocumentsOfProspect(tx, prospectId, [idType]);
    const sides: TIdSideStatus[] = (idType === null ? [] : sidesOf(idType)).map((side) => {
      const newest = rows.filter((row) => row.side === side).at(-1);
      return newest === undefined
        ? { side, state: 'PENDING', rejectionReason: null, image: null }
        : {
            side,
            state: newest.state,
            rejectionReason: newest.rejectionReason,
            image: toDocument(newest),
          };
    });
    return {
      prospectId,
      idType,
      sides,
      complete:
        sides.length > 0 &&
        sides.every((side) => side.state === 'UPLOADED' || side.state === 'CONFIRMED'),
      confirmed: choice?.confirmedAt != null,
    };
  };

  const requireIdUploadState = (prospect: { state: ProspectState }) => {
    if (!ID_UPLOAD_STATES.includes(prospect.state)) {
      throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
        message: 'The identity document can be changed only in the DocumentUpload step.',
      });
    }
  };

  /**
   * The same photo sent for both sides (issue 12 point 10): the other side's stored image has
   * these very bytes. The stored bytes are compared, so a re-sent file matches whatever the
   * pipeline made of it.
   */
  const isOtherSidesImage = async (
    prospectId: string,
    documentType: IdDocumentType,
    side: DocumentSide,
    sha256: string,
  ): Promise<boolean> => {
    for (const other of sidesOf(documentType).filter((each) => each !== side)) {
      const rows = await findSideDocuments(db, prospectId, documentType, other);
      if (rows.some((row) => row.state !== 'REJECTED' && row.sha256 === sha256)) return true;
    }
    return false;
  };

  /** Removes earlier rows of a side; returns their stored files, to delete after the commit. */
  const replaceOlder = async (tx: Database | Transaction, row: DocumentRow) => {
    const older = (await findSideDocuments(tx, row.prospectId, row.documentType, row.side)).filter(
      (other) =>
        other.id !== row.id && other.state !== 'SENDING' && other.createdAt <= row.createdAt,
    );
    for (const other of older) await deleteDocumentRow(tx, other.id);
    return older.flatMap((other) => (other.storageKey === null ? [] : [other.storageKey]));
  };
  const removeFiles = async (keys: readonly string[]) => {
    for (const key of keys) await uploads.remove(key);
  };

  async function contentOf(
    caller: DocumentCaller,
    documentId: string,
  ): Promise<{ row: DocumentRow; bytes: Buffer }> {
    const row = await requireOwnDocument(db, caller, documentId);
    const bytes = row.storageKey === null ? null : await uploads.read(row.storageKey);
    if (bytes === null) throw notFound();
    return { row, bytes };
  }

  const confirm = async (
    tx: Transaction,
    caller: DocumentCaller,
    prospectId: string,
    context: RequestContext,
  ): Promise<TIdDocumentStatus> => {
    // Always with an id: finding the newest prospect reads outside `tx` (PGlite has one connection).
    const prospect = await resolveProspect(tx, caller, prospectId);
    requireIdUploadState(prospect);
    const status = await idStatus(tx, prospect.id);
    if (!status.complete || status.idType === null) {
      throw new AppError(409, 'DOCUMENTS_INCOMPLETE', {
        message: 'Every side of the identity document must be uploaded first.',
        fieldErrors: status.sides
          .filter((side) => side.state !== 'UPLOADED')
          .map((side) => ({ field: side.side, code: side.rejectionReason ?? side.state })),
      });
    }
    const documentIds = status.sides.flatMap((side) => (side.image ? [side.image.id] : []));
    const now = clock();
    await confirmDocuments(tx, documentIds, now);
    await markIdChoiceConfirmed(tx, prospect.id, now);
    await prospects.advance(
      tx,
      {
        prospectId: prospect.id,
        from: ID_UPLOAD_STATES,
        to: 'PROSPECT_IDS_UPLOADED',
        actorId: caller.userId,
        details: {
          idType: status.idType,
          documentIds,
          via: caller.kind === 'handoff' ? 'PHONE' : 'DESKTOP',
        },
      },
      context,
    );
    return idStatus(tx, prospect.id);
  };

  return {
    resolveProspect,
    idStatus: (prospectId: string) => idStatus(db, prospectId),

    /**
     * Every uploaded document of a prospect with its stored bytes, for the case evidence export
     * (issue 16, decision 151); a deleted or refused upload keeps its row without bytes.
     */
    async evidenceOf(prospectId: string) {
      const rows = await findDocumentsOfProspect(db, prospectId);
      const files = [];
      for (const row of rows) {
        const bytes = row.storageKey === null ? null : await uploads.read(row.storageKey);
        if (bytes !== null) {
          files.push({ name: row.id, mediaType: row.mediaType, bytes, recordedSha256: row.sha256 });
        }
      }
      const records = rows.map(({ storageKey: _key, ...row }) => row);
      return { records, files, subjectIds: rows.map((row) => row.id) };
    },

    /** `GET onboarding/images?prospectId&uid`: the chosen type and the state of each side. */
    async idStatusFor(
      caller: DocumentCaller,
      query: { prospectId?: string; uid?: string },
    ): Promise<TIdDocumentStatus> {
      const prospect = await resolveProspect(db, caller, query.prospectId, query.uid);
      return idStatus(db, prospect.id);
    },

    /** The stored bytes of a document, for the server's own work (reading its MRZ). */
    async storedBytes(documentId: string): Promise<Buffer | null> {
      const row = await findDocument(db, documentId);
      return row?.storageKey == null ? null : uploads.read(row.storageKey);
    },

    /**
     * `POST onboarding/setIDDocument` (issue 5 point 5): every side UPLOADED becomes CONFIRMED
     * and the prospect moves to PROSPECT_IDS_UPLOADED, with its audit record, in one transaction.
     */
    async confirmFromDesktop(
      caller: Extract<DocumentCaller, { kind: 'applicant' }>,
      request: { uid: string; prospectId?: string },
      context: RequestContext,
    ): Promise<TSetIdDocumentResponse> {
      if (request.uid !== caller.uid) {
        throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
      }
      const prospect = await resolveProspect(db, caller, request.prospectId);
      const status = await db.transaction((tx) => confirm(tx, caller, prospect.id, context));
      await deps.onConfirmedFromDesktop?.(status.prospectId);
      return {
        prospectId: status.prospectId,
        prospectState: 'PROSPECT_IDS_UPLOADED',
        documents: status,
      };
    },

    /** The phone's finalize confirms the same way, in the hand-off's transaction. */
    confirm,

    /** `PATCH prospects/{id}/idtype?type`: ID card or passport. */
    async setIdType(
      caller: DocumentCaller,
      prospectId: string,
      idType: IdDocumentType,
    ): Promise<TIdDocumentStatus> {
      const status = await db.transaction(async (tx) => {
        const prospect = await resolveProspect(tx, caller, prospectId);
        requireIdUploadState(prospect);
        await saveIdChoice(tx, prospect.id, idType, clock());
        return idStatus(tx, prospect.id);
      });
      changed(status.prospectId);
      return status;
    },

    /** `POST onboarding/documents`: checks, re-encodes, seals and stores one file. */
    async upload(
      caller: DocumentCaller,
      request: TDocumentUploadRequest,
      spooled?: UploadContent,
    ): Promise<TDocument> {
      const documentType = request.documentType;
      const side = request.side ?? null;
      if (caller.kind === 'handoff' && !isIdType(documentType)) {
        throw new AppError(403, 'FORBIDDEN', {
          message: 'The phone uploads identity documents only.',
        });
      }
      if (!isSideAllowed(documentType, side)) {
        throw new AppError(400, 'DOCUMENT_SIDE_INVALID', {
          message: `${documentType} takes the sides ${sidesOf(documentType).join(', ') || 'none'}.`,
          fieldErrors: [{ field: 'side', code: 'documents.side.invalid' }],
        });
      }
      const prospect = await resolveProspect(db, caller, request.prospectId, request.uid);
      if (isIdType(documentType)) {
        requireIdUploadState(prospect);
        const choice = await findIdChoice(db, prospect.id);
        if (choice === null) await saveIdChoice(db, prospect.id, documentType, clock());
        else if (choice.idType !== documentType) {
          throw new AppError(400, 'ID_TYPE_MISMATCH', {
            message: `The chosen identity document is ${choice.idType}.`,
            fieldErrors: [{ field: 'documentType', code: 'documents.type.notChosen' }],
          });
        }
      }

      const rule = uploadRuleOf(documentType);
      const content = spooled ?? inlineContent(request.content);
      const refused = uploads.precheck(content, rule);
      if (refused !== null) throw refusal(refused);

      const now = clock();
      const id = randomUUID();
      // No path, control or bidi characters, at most 200 characters (issue 17, decision 169).
      const name = documentNameFor(
        cleanDocumentName(request.documentName ?? '', DOCUMENT_NAME_MAX_LENGTH),
        request.mediaType,
      );
      // SENDING while the checks run, so the other screen of a hand-off sees the upload coming.
      let row = await insertDocument(db, {
        id,
        prospectId: prospect.id,
        documentType,
        side,
        state: 'SENDING',
        mediaType: request.mediaType.slice(0, 100),
        size: content.size,
        name,
        uploadedVia: caller.kind === 'handoff' ? 'PHONE' : 'DESKTOP',
        createdAt: now,
        updatedAt: now,
      });
      if (isIdType(documentType)) changed(prospect.id);

      let processed: Awaited<ReturnType<UploadsService['process']>>;
      try {
        processed = await uploads.process(content, request.mediaType, rule);
        if (
          processed.ok &&
          isIdType(documentType) &&
          side !== null &&
          (await isOtherSidesImage(prospect.id, documentType, side, processed.sha256))
        ) {
          processed = { ok: false, code: 'IMAGE_SAME_AS_OTHER_SIDE' };
        }
      } catch (error) {
        await deleteDocumentRow(db, id);
        throw error;
      }
      if (!processed.ok) {
        if (processed.code.startsWith('IMAGE_') && processed.code !== 'IMAGE_TOO_MANY_PIXELS') {
          // A photo to retake: the side shows REJECTED with the reason on both screens.
          const replaced = await db.transaction(async (tx) => {
            const rejected = await updateDocument(tx, id, {
              state: 'REJECTED',
              rejectionReason: processed.code,
              updatedAt: clock(),
            });
            return rejected === null ? [] : replaceOlder(tx, rejected);
          });
          await removeFiles(replaced);
        } else {
          await deleteDocumentRow(db, id);
        }
        if (isIdType(documentType)) changed(prospect.id);
        throw refusal(processed.code);
      }

      const storageKey = storageKeyOf(prospect.id, id);
      try {
        await uploads.store(storageKey, processed.bytes);
      } catch (error) {
        await deleteDocumentRow(db, id);
        throw error;
      }
      const { stored, replaced } = await db.transaction(async (tx) => {
        const updated = await updateDocument(tx, id, {
          state: 'UPLOADED',
          storageKey,
          mediaType: processed.mediaType,
          size: processed.bytes.length,
          sha256: processed.sha256,
          updatedAt: clock(),
        });
        const olderFiles = updated === null ? [] : await replaceOlder(tx, updated);
        // ICAO 9303: TD3 on the passport's photo page, TD1 on the back of the ID card.
        if (
          updated !== null &&
          isIdType(documentType) &&
          side !== null &&
          holdsMrz(documentType, side) &&
          deps.reading !== undefined
        ) {
          await deps.reading.request(tx, {
            prospectId: prospect.id,
            documentId: id,
            documentType,
            side,
          });
        }
        return { stored: updated, replaced: olderFiles };
      });
      await removeFiles(replaced);
      row = stored ?? row;
      if (isIdType(documentType)) changed(prospect.id);
      return toDocument(row);
    },

    /** `GET onboarding/documents?type&uid`. */
    async list(
      caller: DocumentCaller,
      query: { uid: string; type?: DocumentType; prospectId?: string },
    ): Promise<TDocument[]> {
      const prospect = await resolveProspect(db, caller, query.prospectId, query.uid);
      const types =
        caller.kind === 'handoff'
          ? ID_DOCUMENT_TYPES.filter((type) => query.type === undefined || type === query.type)
          : query.type === undefined
            ? undefined
            : [query.type];
      return (await findDocumentsOfProspect(db, prospect.id, types)).map(toDocument);
    },

    async get(caller: DocumentCaller, documentId: string): Promise<TDocumentWithContent> {
      const { row, bytes } = await contentOf(caller, documentId);
      return { ...toDocument(row), content: bytes.toString('base64') };
    },

    /** The stored bytes of a document (`GET onboarding/images/{id}`). */
    content: contentOf,

    /** `DELETE onboarding/documents/{id}`, `DELETE onboarding/images/{id}`. */
    async remove(caller: DocumentCaller, documentId: string): Promise<void> {
      const row = await requireOwnDocument(db, caller, documentId);
      if (row.state === 'CONFIRMED') {
        throw new AppError(409, 'DOCUMENT_CONFIRMED', {
          message: 'A confirmed document cannot be deleted.',
        });
      }
      if (isIdType(row.documentType)) {
        requireIdUploadState(await prospects.requireOwn(db, caller, row.prospectId));
      }
      await deleteDocumentRow(db, row.id);
      if (row.storageKey !== null) await uploads.remove(row.storageKey);
      if (isIdType(row.documentType)) changed(row.prospectId);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
