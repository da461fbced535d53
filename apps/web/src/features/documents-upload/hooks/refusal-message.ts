import {
  DOCUMENT_REFUSAL_CODES,
  UPLOAD_RULES,
  checkUpload,
  type DocumentRefusalCode,
  type UploadCheck,
} from '@onboarding/domain';
import { isApiError } from '../../../lib/api/api-error';

export type RefusalKey = `documents.refusal.${DocumentRefusalCode}` | 'documents.refusal.failed';

function isRefusalCode(code: string | undefined): code is DocumentRefusalCode {
  return (DOCUMENT_REFUSAL_CODES as readonly (string | undefined)[]).includes(code);
}

/** The message key of a refusal code the server keeps on a REJECTED side. */
export function refusalKey(code: string | null | undefined): RefusalKey {
  return isRefusalCode(code ?? undefined)
    ? (`documents.refusal.${code as DocumentRefusalCode}` as const)
    : 'documents.refusal.failed';
}

/** The message of a failed upload call: the server's refusal code, or "could not be sent". */
export function refusalKeyOfError(error: unknown): RefusalKey {
  return refusalKey(isApiError(error) ? error.code : undefined);
}

const LOCAL_REFUSAL: Readonly<Record<Exclude<UploadCheck, 'OK'>, DocumentRefusalCode>> = {
  EMPTY: 'FILE_EMPTY',
  TOO_LARGE: 'FILE_TOO_LARGE',
  WRONG_TYPE: 'FILE_TYPE_NOT_ALLOWED',
};

/**
 * spec 2 §5 "Uploads" checked before sending (a camera frame does not pass through the upload
 * box's own check): null when the file may be sent, else the message key the server would give.
 */
export function localRefusal(file: File): RefusalKey | null {
  const check = checkUpload(UPLOAD_RULES.ID_DOCUMENT, { size: file.size, mediaType: file.type });
  return check === 'OK' ? null : refusalKey(LOCAL_REFUSAL[check]);
}
