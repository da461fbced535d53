import { z } from 'zod';

/**
 * The consent documents of /consents/pdf (decision 113): the general terms of the chosen product
 * and package, the consents given, and the summary of the data entered; each a PDF in the
 * applicant's language.
 */
export const CONSENT_DOCUMENT_KINDS = ['GENERAL_TERMS', 'CONSENTS', 'DATA_SUMMARY'] as const;
export type ConsentDocumentKind = (typeof CONSENT_DOCUMENT_KINDS)[number];
export const ZConsentDocumentKind = z.enum(CONSENT_DOCUMENT_KINDS);

const SHA256_HEX = /^[0-9a-f]{64}$/;
export const ZSha256Hex = z.string().regex(SHA256_HEX, { message: 'consents.validation.sha256' });

export const ZConsentDocument = z.object({
  id: z.uuid(),
  kind: ZConsentDocumentKind,
  fileName: z.string(),
  mediaType: z.literal('application/pdf'),
  sizeBytes: z.number().int().positive(),
  /** Hex SHA-256 of the exact bytes served, recorded again when they are accepted. */
  sha256: ZSha256Hex,
  language: z.string(),
});
export type TConsentDocument = z.infer<typeof ZConsentDocument>;

export const ZConsentDocumentsResponse = z.object({ documents: z.array(ZConsentDocument) });
export type TConsentDocumentsResponse = z.infer<typeof ZConsentDocumentsResponse>;

/**
 * `POST prospects/{id}/consentsdocuments`: the "I confirm all documents" checkbox (spec 2 §5) and
 * the documents the applicant was shown, so a set regenerated meanwhile is not accepted unseen.
 */
export const ZAcceptConsentDocumentsRequest = z.strictObject({
  confirmAll: z.literal(true, { message: 'consents.validation.confirmAll' }),
  documents: z
    .array(z.strictObject({ id: z.uuid(), sha256: ZSha256Hex }))
    .length(CONSENT_DOCUMENT_KINDS.length, { message: 'consents.validation.allDocuments' }),
});
export type TAcceptConsentDocumentsRequest = z.infer<typeof ZAcceptConsentDocumentsRequest>;

/** The /consents/pdf form: only the checkbox; the documents come from the list shown. */
export const ZConsentDocumentsForm = z.object({
  confirmAll: z.boolean().refine((value) => value, { message: 'consents.validation.confirmAll' }),
});
export type TConsentDocumentsForm = z.infer<typeof ZConsentDocumentsForm>;

/** `user/acceptsummarypdf` (spec 3 old API): the same acceptance, the prospect named in the body. */
export const ZAcceptSummaryPdfRequest = ZAcceptConsentDocumentsRequest.extend({
  prospectId: z.uuid({ message: 'consents.validation.prospectId' }),
});
export type TAcceptSummaryPdfRequest = z.infer<typeof ZAcceptSummaryPdfRequest>;

/** `documents/createlegalpdf` (spec 3 old API): (re)creates the documents of a prospect. */
export const ZCreateLegalPdfRequest = z.strictObject({
  prospectId: z.uuid({ message: 'consents.validation.prospectId' }),
});
export type TCreateLegalPdfRequest = z.infer<typeof ZCreateLegalPdfRequest>;

/**
 * The acceptance decides eligibility once (decision 131): ACCEPTED stays in
 * PROSPECT_CONSENT_DOCUMENTS_ACCEPTED (on to /videochat), a reason is PROSPECT_REJECTED (the error
 * page with `?reason=`).
 */
export const ZConsentDocumentsAccepted = z.object({
  prospectState: z.enum(['PROSPECT_CONSENT_DOCUMENTS_ACCEPTED', 'PROSPECT_REJECTED']),
  /** ACCEPTED or the first ineligibility reason. */
  criteries: z.string(),
});
export type TConsentDocumentsAccepted = z.infer<typeof ZConsentDocumentsAccepted>;
