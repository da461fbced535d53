import {
  UPLOAD_BANK_CODE,
  documentSchema,
  documentNameFor,
  type DocumentSide,
  type DocumentType,
  type TDocument,
  type TDocumentUploadRequest,
} from '@onboarding/domain';
import { api } from './api';

/** The file as base64 without the `data:…;base64,` prefix (spec 2 §3 content). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export interface DocumentUpload {
  readonly uid: string;
  readonly prospectId: string;
  readonly documentType: DocumentType;
  /** FRONTVIEW or BACKVIEW; null for a one-sided document (an enrolment certificate). */
  readonly side: DocumentSide | null;
  readonly file: File;
}

export interface DocumentUploadOptions {
  /** `'long'` for a call that may wait on a slow network (spec 3 §7); the ordinary wait else. */
  readonly timeout?: 'long';
}

/**
 * `POST onboarding/documents` (spec 2 §3 upload payload) for one document or side. Failures are
 * the screen's to show in the file's box (a refused file is not a page change), so they are not
 * routed.
 */
export async function uploadDocument(
  { uid, prospectId, documentType, side, file }: DocumentUpload,
  { timeout }: DocumentUploadOptions = {},
): Promise<TDocument> {
  const body: TDocumentUploadRequest = {
    uid,
    prospectId,
    documentName: documentNameFor(file.name, file.type),
    mediaType: file.type,
    content: await readAsBase64(file),
    bank: UPLOAD_BANK_CODE,
    documentType,
    ...(side === null ? {} : { side }),
  };
  return api.post('/onboarding/documents', {
    body,
    schema: documentSchema(),
    ...(timeout === undefined ? {} : { timeout }),
    routeErrors: false,
  });
}
