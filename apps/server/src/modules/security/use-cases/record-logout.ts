import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';

export interface RecordLogoutDeps {
  readonly db: Database;
}

/** The session ended at the applicant's request (`logout`). */
export function createRecordLogout({ db }: RecordLogoutDeps) {
  return async function recordLogout(userId: string, context: RequestContext): Promise<void> {
    await recordAudit(db, context, {
      actorType: 'applicant',
      actorId: userId,
      action: 'session.ended',
      subjectType: 'user',
      subjectId: userId,
    });
  };
}
