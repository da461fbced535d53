import type { DocumentRefusalCode } from '@onboarding/domain';
import { AppError } from '../../errors/app-error';

export const documentNotFound = () =>
  new AppError(404, 'NOT_FOUND', { message: 'No such document.' });

/** A refused file: 413 too large, 422 a photo to retake, 400 anything else. */
export function refusal(code: DocumentRefusalCode): AppError {
  const status = code === 'FILE_TOO_LARGE' ? 413 : code.startsWith('IMAGE_') ? 422 : 400;
  // IMAGE_TOO_MANY_PIXELS is a bad file, not a photo to retake.
  const finalStatus = code === 'IMAGE_TOO_MANY_PIXELS' ? 400 : status;
  return new AppError(finalStatus, code, {
    message: `The file was refused: ${code}.`,
    fieldErrors: [{ field: 'content', code }],
  });
}
