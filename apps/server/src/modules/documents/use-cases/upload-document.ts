import { randomUUID } from 'node:crypto';
import {
  cleanDocumentName,
  documentNameFor,
  DOCUMENT_NAME_MAX_LENGTH,
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
  type UploadRule,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import { inlineContent, type UploadContent } from '../../uploads/content';
import type { UploadOutcome, UploadsService } from '../../uploads/service';
import { toDocument } from '../document-views';
import { refusal } from '../errors';
import { isIdType, requireIdUploadState } from '../id-documents';
import type { DocumentReadingPort } from '../reading-port';
import {
  deleteDocumentRow,
  findIdChoice,
  findSideDocuments,
  insertDocument,
  saveIdChoice,
  updateDocument,
} from '../repository';
import type { DocumentRow } from '../tables';
import type { ResolveProspect } from './resolve-prospect';

export interface UploadDocumentDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly uploads: Pick<UploadsService, 'precheck' | 'process' | 'store' | 'remove'>;
  readonly resolveProspect: ResolveProspect;
  readonly reading?: DocumentReadingPort;
  /** Called after any change to a prospect's identity-document sides (live hand-off status). */
  readonly onIdDocumentsChanged?: (prospectId: string) => Promise<void> | void;
}

type AcceptedUpload = Extract<UploadOutcome, { ok: true }>;

/**
 * `POST onboarding/documents`: checks, re-encodes, seals and stores one file (spec 2 §3, decision
 * 070). The row is SENDING while the checks run, REJECTED when the photo is to be retaken, else
 * UPLOADED, and the screens of a hand-off hear of each change.
 */
export function createUploadDocument(deps: UploadDocumentDeps) {
  const { db, uploads, resolveProspect } = deps;
  const changed = (prospectId: string) => deps.onIdDocumentsChanged?.(prospectId);

  return async function upload(
    caller: DocumentCaller,
    request: TDocumentUploadRequest,
    spooled?: UploadContent,
  ): Promise<TDocument> {
    const documentType = request.documentType;
    const side = request.side ?? null;
    requireUploadableSide(caller, documentType, side);
    const prospect = await resolveProspect(db, caller, request.prospectId, request.uid);
    if (isIdType(documentType)) await requireIdTypeChoice(deps, prospect, documentType);

    const rule = uploadRuleOf(documentType);
    const content = spooled ?? inlineContent(request.content);
    const refused = uploads.precheck(content, rule);
    if (refused !== null) throw refusal(refused);

    const row = await insertSendingRow(deps, caller, request, prospect.id, content.size);
    // Pushed before the checks run: read later, the status could already be the outcome, and
    // the other screen of a hand-off would never see the upload coming.
    if (isIdType(documentType)) await changed(prospect.id);

    const processed = await processContent(deps, row, content, request.mediaType, rule);
    if (!processed.ok) {
      await dropRefusedRow(deps, row.id, processed.code);
      if (isIdType(documentType)) void changed(prospect.id);
      throw refusal(processed.code);
    }

    const stored = await storeAccepted(deps, row, processed);
    if (isIdType(documentType)) void changed(prospect.id);
    return toDocument(stored ?? row);
  };
}

/** The phone uploads identity documents only; each type takes its own sides. */
function requireUploadableSide(
  caller: DocumentCaller,
  documentType: DocumentType,
  side: DocumentSide | null,
): void {
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
}

/** An identity document in its step: the first upload chooses the type, another type is refused. */
async function requireIdTypeChoice(
  { db, clock }: UploadDocumentDeps,
  prospect: { id: string; state: ProspectState },
  documentType: IdDocumentType,
): Promise<void> {
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

async function insertSendingRow(
  { db, clock }: UploadDocumentDeps,
  caller: DocumentCaller,
  request: TDocumentUploadRequest,
  prospectId: string,
  size: number,
): Promise<DocumentRow> {
  const now = clock();
  const id = randomUUID();
  // No path, control or bidi characters, at most 200 characters (decision 169).
  const name = documentNameFor(
    cleanDocumentName(request.documentName ?? '', DOCUMENT_NAME_MAX_LENGTH),
    request.mediaType,
  );
  // SENDING while the checks run, so the other screen of a hand-off sees the upload coming.
  return insertDocument(db, {
    id,
    prospectId,
    documentType: request.documentType,
    side: request.side ?? null,
    state: 'SENDING',
    mediaType: request.mediaType.slice(0, 100),
    size,
    name,
    uploadedVia: caller.kind === 'handoff' ? 'PHONE' : 'DESKTOP',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The pipeline's outcome; an identity side's photo equal to the other side's is refused. A throw
 * drops the SENDING row.
 */
async function processContent(
  { db, uploads }: UploadDocumentDeps,
  row: DocumentRow,
  content: UploadContent,
  mediaType: string,
  rule: UploadRule,
): Promise<UploadOutcome> {
  const { id, prospectId, documentType, side } = row;
  try {
    const processed = await uploads.process(content, mediaType, rule);
    if (
      processed.ok &&
      isIdType(documentType) &&
      side !== null &&
      (await isOtherSidesImage(db, prospectId, documentType, side, processed.sha256))
    ) {
      return { ok: false, code: 'IMAGE_SAME_AS_OTHER_SIDE' };
    }
    return processed;
  } catch (error) {
    await deleteDocumentRow(db, id);
    throw error;
  }
}

/**
 * The same photo sent for both sides (decision 188): the other side's stored image has these very
 * bytes. The stored bytes are compared, so a re-sent file matches whatever the pipeline made of it.
 */
async function isOtherSidesImage(
  db: Database,
  prospectId: string,
  documentType: IdDocumentType,
  side: DocumentSide,
  sha256: string,
): Promise<boolean> {
  for (const other of sidesOf(documentType).filter((each) => each !== side)) {
    const rows = await findSideDocuments(db, prospectId, documentType, other);
    if (rows.some((row) => row.state !== 'REJECTED' && row.sha256 === sha256)) return true;
  }
  return false;
}

async function dropRefusedRow(
  { db, clock, uploads }: UploadDocumentDeps,
  id: string,
  code: DocumentRefusalCode,
): Promise<void> {
  if (code.startsWith('IMAGE_') && code !== 'IMAGE_TOO_MANY_PIXELS') {
    // A photo to retake: the side shows REJECTED with the reason on both screens.
    const replaced = await db.transaction(async (tx) => {
      const rejected = await updateDocument(tx, id, {
        state: 'REJECTED',
        rejectionReason: code,
        updatedAt: clock(),
      });
      return rejected === null ? [] : replaceOlder(tx, rejected);
    });
    await removeFiles(uploads, replaced);
  } else {
    await deleteDocumentRow(db, id);
  }
}

/** Stores the re-encoded bytes, then UPLOADED, the older rows of the side gone, the MRZ to read. */
async function storeAccepted(
  deps: UploadDocumentDeps,
  row: DocumentRow,
  processed: AcceptedUpload,
): Promise<DocumentRow | null> {
  const { db, clock, uploads } = deps;
  const { id, prospectId, documentType, side } = row;
  const storageKey = storageKeyOf(prospectId, id);
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
      await deps.reading.request(tx, { prospectId, documentId: id, documentType, side });
    }
    return { stored: updated, replaced: olderFiles };
  });
  await removeFiles(uploads, replaced);
  return stored;
}

/** ICAO 9303: the sides that carry a machine-readable zone. */
function holdsMrz(documentType: IdDocumentType, side: DocumentSide): boolean {
  return documentType === 'PP' ? side === 'FRONTVIEW' : side === 'BACKVIEW';
}

function storageKeyOf(prospectId: string, documentId: string): string {
  return `documents/${prospectId}/${documentId}`;
}

/** Removes earlier rows of a side; returns their stored files, to delete after the commit. */
async function replaceOlder(tx: Database | Transaction, row: DocumentRow): Promise<string[]> {
  const older = (await findSideDocuments(tx, row.prospectId, row.documentType, row.side)).filter(
    (other) => other.id !== row.id && other.state !== 'SENDING' && other.createdAt <= row.createdAt,
  );
  for (const other of older) await deleteDocumentRow(tx, other.id);
  return older.flatMap((other) => (other.storageKey === null ? [] : [other.storageKey]));
}

async function removeFiles(
  uploads: Pick<UploadsService, 'remove'>,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) await uploads.remove(key);
}
