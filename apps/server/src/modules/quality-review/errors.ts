import { AppError } from '../../errors/app-error';

/** Not drawn for review (or no such identification): nothing to see or review. */
export const notSampled = () =>
  new AppError(404, 'NOT_SAMPLED', {
    message: 'No sampled identification with this id.',
  });

/** The reviewer is never the operator who did the call (EBA/GL/2022/15, decision 269). */
export const ownIdentification = () =>
  new AppError(403, 'OWN_IDENTIFICATION', {
    message: 'A supervisor does not review an identification of their own.',
  });

export const alreadyReviewed = () =>
  new AppError(409, 'ALREADY_REVIEWED', {
    message: 'This identification has been reviewed already.',
  });
