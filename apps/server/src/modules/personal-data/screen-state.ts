import { AppError } from '../../errors/app-error';

/** The step the screen belongs to (spec 1 §4 state to page: /personaldata). */
export const SCREEN_STATE = 'PROSPECT_IDS_UPLOADED';

export const notOnScreen = () =>
  new AppError(409, 'PROSPECT_STATE_CONFLICT', {
    message: `The prospect is not in ${SCREEN_STATE}.`,
  });
