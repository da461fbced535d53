import { AppError } from '../../errors/app-error';

export const notInState = (state: string) =>
  new AppError(409, 'PROSPECT_STATE_CONFLICT', {
    message: `The consent documents are not available in ${state}.`,
  });
