import { AppError } from '../../errors/app-error';

/** An unknown application, or an id that cannot be one: the same answer, never a 500. */
export const caseNotFound = () =>
  new AppError(404, 'NOT_FOUND', { message: 'No application has this id.' });

export const caseImageNotFound = () =>
  new AppError(404, 'NOT_FOUND', { message: 'This application has no such image.' });
