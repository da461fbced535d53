import { AppError } from '../../errors/app-error';

export const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such document.' });

export const conflict = (code: string, message: string) => new AppError(409, code, { message });
