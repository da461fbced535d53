const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `prospectId` can be a prospect's id at all: anything else is unknown, unread. */
export function isProspectId(prospectId: string): boolean {
  return UUID_PATTERN.test(prospectId);
}
