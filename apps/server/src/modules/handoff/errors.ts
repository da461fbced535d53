import { AppError } from '../../errors/app-error';

export const handoffNotFound = () =>
  new AppError(404, 'NOT_FOUND', { message: 'No such hand-off.' });
