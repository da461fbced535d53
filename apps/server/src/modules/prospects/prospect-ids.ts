import { isUuid } from '@onboarding/domain';

/** Whether `prospectId` can be a prospect's id at all: anything else is unknown, unread. */
export function isProspectId(prospectId: string): boolean {
  return isUuid(prospectId);
}
