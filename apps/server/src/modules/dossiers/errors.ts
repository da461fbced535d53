import { AppError } from '../../errors/app-error';

/** An unknown run, a malformed id and another applicant's run all answer the same 404. */
export const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such long process.' });
