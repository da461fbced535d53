import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { SessionStore, SessionUser } from '../../../infra/session/session-store';
import type { ProspectsService } from '../../prospects/service';
import { eraseJob } from '../jobs';
import { isCustomerCase } from '../repository';

export interface WithdrawApplicationDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly sessions: Pick<SessionStore, 'revokeAllForUser'>;
}

/**
 * `DELETE onboarding/prospects/{id}` (decision 182): the applicant withdraws the application.
 * Audited; every session of the account ends and the erasure job deletes the case in the same
 * transaction. Another applicant's case is refused like an unknown one (404); a case that
 * became a customer is no longer an application (409 APPLICATION_COMPLETED).
 */
export function createWithdrawApplication(deps: WithdrawApplicationDeps) {
  const { db, clock, jobs, prospects, sessions } = deps;

  return async function withdrawApplication(
    user: Pick<SessionUser, 'userId'>,
    prospectId: string,
    context: RequestContext,
  ): Promise<{ prospectId: string; status: 'WITHDRAWN' }> {
    return db.transaction(async (tx) => {
      await prospects.requireOwn(tx, user, prospectId);
      if ((await isCustomerCase(tx, prospectId)) === true) {
        throw new AppError(409, 'APPLICATION_COMPLETED', {
          message: 'The account is open: this is no longer an application to withdraw.',
        });
      }
      const now = clock();
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.userId,
        action: 'prospect.withdrawn',
        subjectType: 'prospect',
        subjectId: prospectId,
      });
      await sessions.revokeAllForUser(tx, user.userId, now);
      await jobs.enqueue(tx, eraseJob, { withdrawal: { prospectId, userId: user.userId } });
      return { prospectId, status: 'WITHDRAWN' as const };
    });
  };
}
