import { AppError } from '../../errors/app-error';

export const notAwaitingSecondApproval = () =>
  new AppError(409, 'NOT_AWAITING_SECOND_APPROVAL', {
    message: 'This identification is not waiting for a second approval.',
  });

/** Decision 267: the second pair of eyes is never the first approver's. */
export const sameStaffMember = () =>
  new AppError(409, 'SECOND_APPROVER_SAME_AS_FIRST', {
    message: 'You gave the first approval: a different staff member must give the second.',
  });
