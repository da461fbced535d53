import {
  ID_DOCUMENT_TYPES,
  type DocumentType,
  type IdDocumentType,
  type ProspectState,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';

/** Identity-document uploads happen in this step only (spec 1 §4 DocumentUpload). */
export const ID_UPLOAD_STATES: readonly ProspectState[] = ['PROSPECT_EMAIL_CHECKED'];

export function isIdType(type: DocumentType): type is IdDocumentType {
  return (ID_DOCUMENT_TYPES as readonly string[]).includes(type);
}

export function requireIdUploadState(prospect: { state: ProspectState }): void {
  if (!ID_UPLOAD_STATES.includes(prospect.state)) {
    throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
      message: 'The identity document can be changed only in the DocumentUpload step.',
    });
  }
}
