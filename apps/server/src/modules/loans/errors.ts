import { AppError } from '../../errors/app-error';

export const notFound = (what = 'product') =>
  new AppError(404, 'NOT_FOUND', { message: `No such ${what}.` });
