import { AppError } from '../../errors/app-error';
import type { ProviderFailure } from './provider';

export const notAvailable = () =>
  new AppError(503, 'OPEN_BANKING_UNAVAILABLE', {
    message: 'Bank connections are not offered here; upload the statements instead.',
  });

export const unknownConnection = () =>
  new AppError(404, 'UNKNOWN_CONNECTION', { message: 'No such bank connection.' });

/** The answer a provider's refusal gets (the error body of decision 023). */
export function failureError(failure: ProviderFailure | 'BANK_TIMEOUT'): AppError {
  switch (failure) {
    case 'WRONG_CREDENTIALS':
      return new AppError(422, 'WRONG_CREDENTIALS', {
        message: 'The bank did not accept the login or password.',
        fieldErrors: [{ field: 'credentials.password', code: 'WRONG_CREDENTIALS' }],
      });
    case 'WRONG_CODE':
      return new AppError(400, 'WRONG_CODE', {
        message: 'The bank did not accept the code.',
        fieldErrors: [{ field: 'code', code: 'WRONG_CODE' }],
      });
    case 'UNKNOWN_BANK':
      return new AppError(404, 'UNKNOWN_BANK', { message: 'No such bank.' });
    case 'CONNECTION_FAILED':
      return new AppError(409, 'CONNECTION_FAILED', {
        message: 'The bank connection failed; start again or upload the statements.',
      });
    case 'BANK_TIMEOUT':
      return new AppError(504, 'BANK_TIMEOUT', {
        message: 'The bank did not answer in time; try later or upload the statements.',
      });
    case 'DENIED':
      return new AppError(409, 'BANK_DENIED', {
        message: 'The bank login was cancelled or refused; start again or upload the statements.',
      });
    case 'CODE_INVALID':
      return new AppError(409, 'BANK_CODE_EXPIRED', {
        message: 'The bank’s answer expired or was used already; start again.',
      });
    case 'BANK_FAILED':
      return new AppError(502, 'BANK_FAILED', {
        message: 'The bank answered with an error; try later or upload the statements.',
      });
  }
}
