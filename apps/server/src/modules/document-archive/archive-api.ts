import { CONTRACT_DOCUMENT_KINDS } from '@onboarding/domain';
import { z } from 'zod';

/** One signed contract set and how far its hand-over to the archive is. */
export const ZDocumentArchive = z.object({
  prospectId: z.uuid(),
  documentSetId: z.uuid(),
  /** QUEUED: the job copies the PDFs; ARCHIVED: every signed PDF and the manifest are in. */
  status: z.enum(['QUEUED', 'ARCHIVED']),
  requestedAt: z.iso.datetime(),
  archivedAt: z.iso.datetime().nullable(),
  /** The PDFs in the archive so far, each with its SHA-256. */
  documents: z.array(
    z.object({
      kind: z.enum(CONTRACT_DOCUMENT_KINDS),
      fileName: z.string(),
      sha256: z.string(),
      archivedAt: z.iso.datetime(),
    }),
  ),
});
export type TDocumentArchive = z.output<typeof ZDocumentArchive>;

/** `POST /services/cib/documents/uploadsigneddocuments` (body empty): each signed set of the caller. */
export const ZUploadSignedDocumentsResponse = z.object({ archives: z.array(ZDocumentArchive) });
export type TUploadSignedDocumentsResponse = z.output<typeof ZUploadSignedDocumentsResponse>;
