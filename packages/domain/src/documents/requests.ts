import { z } from 'zod';
import { lazily } from '../lazily';
import { uidSchema } from '../registration-fields';
import { uploadedDocumentStateSchema } from '../states';
import { DOCUMENT_REFUSAL_CODES } from './quality';
import { UPLOAD_BANK_CODE } from '../constants';
import { UUID_PATTERN } from '../uuid';
import {
  UPLOAD_RULE_BY_DOCUMENT_TYPE,
  documentSideSchema,
  documentTypeSchema,
  idDocumentTypeSchema,
} from './types';

/*
 * Bodies and answers of the document and image calls of spec 3 §7 (decision 070). Every call is
 * under /services/slo; see the overview in ./index.ts.
 */

/** A prospect, document, image or hand-off id (UUID). Anything else is answered with 404. */
export const entityIdSchema = lazily(() => z.string().max(64));
export const ZEntityId = /* @__PURE__ */ entityIdSchema();

/** The prospect a call is about; absent: the applicant's most recent prospect. */
const optionalProspectIdSchema = lazily(() =>
  z.string().regex(UUID_PATTERN, 'validation.prospectId.invalid').optional(),
);

/** Longest `documentName` kept (a longer one is cut, never refused). */
export const DOCUMENT_NAME_MAX_LENGTH = 200;

/**
 * `POST onboarding/documents` (spec 2 §3 "Document upload payload"): documentName, mediaType,
 * content, bank (ISPS), documentType, uid; plus `side` (FRONTVIEW or BACKVIEW: required for ID, PP
 * and STUDENT_CARD, absent for ENROLMENT_CERTIFICATE) and the optional `prospectId`.
 *
 * `content` is the file in base64 (a `data:…;base64,` prefix is removed, as spec 2 §3 does for
 * statements). The server decides the type from the bytes; `mediaType` must agree with them.
 * The request body may be up to DOCUMENT_UPLOAD_BODY_LIMIT_BYTES; a decoded file over the type's
 * limit gets 413 FILE_TOO_LARGE.
 */
export const documentUploadRequestSchema = lazily(() =>
  z.object({
    uid: uidSchema(),
    prospectId: optionalProspectIdSchema(),
    /** The file name, or `documentNameFor(null, mediaType)`: a random number below 10000 + extension. */
    documentName: z.string().max(1000, 'documents.name.tooLong').optional(),
    mediaType: z
      .string()
      .min(1, 'documents.mediaType.invalid')
      .max(100, 'documents.mediaType.invalid'),
    content: z.string(),
    bank: z
      .literal(UPLOAD_BANK_CODE, { message: 'documents.bank.invalid' })
      .default(UPLOAD_BANK_CODE),
    documentType: documentTypeSchema(),
    side: documentSideSchema().optional(),
  }),
);
export const ZDocumentUploadRequest = /* @__PURE__ */ documentUploadRequestSchema();
export type TDocumentUploadRequest = z.infer<typeof ZDocumentUploadRequest>;

/**
 * Body limit of the upload route only (the app's default stays small): 6 MB in base64 is 8 MB, so
 * a 7 MB file still arrives and gets the precise FILE_TOO_LARGE answer; beyond this, 413
 * PAYLOAD_TOO_LARGE.
 */
export const DOCUMENT_UPLOAD_BODY_LIMIT_BYTES = 10_500_000;

/** The largest file any document type takes (identity documents: 6 MB). */
export const DOCUMENT_CONTENT_MAX_BYTES = Math.max(
  ...Object.values(UPLOAD_RULE_BY_DOCUMENT_TYPE).map((rule) => rule.maxBytes),
);

export const documentRefusalCodeSchema = lazily(() => z.enum(DOCUMENT_REFUSAL_CODES));
export const ZDocumentRefusalCode = /* @__PURE__ */ documentRefusalCodeSchema();

/** One uploaded document or side, as every document and image call returns it. */
export const documentSchema = lazily(() =>
  z.object({
    id: z.string(),
    /** spec 3 §2 file upload box: set once the upload succeeded (the same id; GET images/{id}). */
    imageId: z.string().nullable(),
    prospectId: z.string(),
    documentType: documentTypeSchema(),
    side: documentSideSchema().nullable(),
    /** spec 2 §4: PENDING, SENDING, UPLOADED, CONFIRMED, REJECTED. */
    state: uploadedDocumentStateSchema(),
    /** Why a REJECTED document was refused (a quality code such as IMAGE_BLURRED). */
    rejectionReason: documentRefusalCodeSchema().nullable(),
    documentName: z.string(),
    /** What the stored bytes are: image/jpeg for every photo (re-encoded), application/pdf as sent. */
    mediaType: z.string(),
    size: z.number().int().nonnegative(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export const ZDocument = /* @__PURE__ */ documentSchema();
export type TDocument = z.infer<typeof ZDocument>;

/** `GET onboarding/documents/{id}`: the document with its content in base64. */
export const documentWithContentSchema = lazily(() =>
  documentSchema().extend({ content: z.string() }),
);
export const ZDocumentWithContent = /* @__PURE__ */ documentWithContentSchema();
export type TDocumentWithContent = z.infer<typeof ZDocumentWithContent>;

/** `GET onboarding/documents?type&uid`: `type` filters by document type. */
export const documentsQuerySchema = lazily(() =>
  z.object({
    uid: uidSchema(),
    type: documentTypeSchema().optional(),
    prospectId: optionalProspectIdSchema(),
  }),
);
export const ZDocumentsQuery = /* @__PURE__ */ documentsQuerySchema();
export type TDocumentsQuery = z.infer<typeof ZDocumentsQuery>;

export const documentsResponseSchema = lazily(() =>
  z.object({ documents: z.array(documentSchema()) }),
);
export const ZDocumentsResponse = /* @__PURE__ */ documentsResponseSchema();
export type TDocumentsResponse = z.infer<typeof ZDocumentsResponse>;

/** `DELETE onboarding/documents/{id}` and `DELETE onboarding/images/{id}`. */
export const deletedResponseSchema = lazily(() =>
  z.object({ id: z.string(), deleted: z.literal(true) }),
);
export const ZDeletedResponse = /* @__PURE__ */ deletedResponseSchema();
export type TDeletedResponse = z.infer<typeof ZDeletedResponse>;

export const idPathParamsSchema = lazily(() => z.object({ id: entityIdSchema() }));
export const ZIdPathParams = /* @__PURE__ */ idPathParamsSchema();

/** One side of the identity document, as the desktop, the phone and the hand-off status show it. */
export const idSideStatusSchema = lazily(() =>
  z.object({
    side: documentSideSchema(),
    /** PENDING until a photo arrives; SENDING while the server checks it; then UPLOADED or REJECTED. */
    state: uploadedDocumentStateSchema(),
    rejectionReason: documentRefusalCodeSchema().nullable(),
    /** The current photo of the side (null while PENDING). */
    image: documentSchema().nullable(),
  }),
);
export const ZIdSideStatus = /* @__PURE__ */ idSideStatusSchema();
export type TIdSideStatus = z.infer<typeof ZIdSideStatus>;

/**
 * The identity-document state of a prospect: `GET onboarding/images?uid` and the answer of `PATCH
 * prospects/{id}/idtype`. `sides` lists only the sides the chosen type needs (ID: front and back,
 * PP: front); `complete` when all are UPLOADED (or CONFIRMED); `confirmed` after setIDDocument.
 */
export const idDocumentStatusSchema = lazily(() =>
  z.object({
    prospectId: z.string(),
    idType: idDocumentTypeSchema().nullable(),
    sides: z.array(idSideStatusSchema()),
    complete: z.boolean(),
    confirmed: z.boolean(),
  }),
);
export const ZIdDocumentStatus = /* @__PURE__ */ idDocumentStatusSchema();
export type TIdDocumentStatus = z.infer<typeof ZIdDocumentStatus>;

/** `GET onboarding/images?uid`. */
export const imagesQuerySchema = lazily(() =>
  z.object({ uid: uidSchema(), prospectId: optionalProspectIdSchema() }),
);
export const ZImagesQuery = /* @__PURE__ */ imagesQuerySchema();
export type TImagesQuery = z.infer<typeof ZImagesQuery>;

/** `PATCH onboarding/prospects/{id}/idtype?type=ID|PP` (spec 3 §7: "query type"). */
export const idTypeQuerySchema = lazily(() => z.object({ type: idDocumentTypeSchema() }));
export const ZIdTypeQuery = /* @__PURE__ */ idTypeQuerySchema();
export type TIdTypeQuery = z.infer<typeof ZIdTypeQuery>;

/** `POST onboarding/setIDDocument`: the applicant confirms the uploaded sides. */
export const setIdDocumentRequestSchema = lazily(() =>
  z.object({ uid: uidSchema(), prospectId: optionalProspectIdSchema() }),
);
export const ZSetIdDocumentRequest = /* @__PURE__ */ setIdDocumentRequestSchema();
export type TSetIdDocumentRequest = z.infer<typeof ZSetIdDocumentRequest>;

/** The prospect moved to PROSPECT_IDS_UPLOADED; the wizard continues at /personaldata. */
export const setIdDocumentResponseSchema = lazily(() =>
  z.object({
    prospectId: z.string(),
    /** The video call's state when the documents were what a video operator sent back (decision 244). */
    prospectState: z.enum(['PROSPECT_IDS_UPLOADED', 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED']),
    documents: idDocumentStatusSchema(),
  }),
);
export const ZSetIdDocumentResponse = /* @__PURE__ */ setIdDocumentResponseSchema();
export type TSetIdDocumentResponse = z.infer<typeof ZSetIdDocumentResponse>;
