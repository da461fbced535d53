import { AppError } from '../../errors/app-error';

export const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such statement.' });
