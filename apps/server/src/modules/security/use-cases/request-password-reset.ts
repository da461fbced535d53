import type { Language, TResetPasswordRequest } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { auditNote, type MessagingService } from '../../messaging/service';
import { RATE_LIMITS } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import { sendPasswordResetMailJob } from '../jobs';
import { normalizeEmail } from '../shared';

export interface RequestPasswordResetDeps {
  readonly db: Database;
  readonly rateLimiter: Pick<RateLimiter, 'hit'>;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly messaging: Pick<MessagingService, 'hold'>;
}

/**
 * `resetpsw`: the same answer, and the same work, whether or not the address has an account
 * (decision 164): the request only enqueues the job that looks it up, so neither the answer nor
 * its time tells them apart. The typed address waits sealed beside the job, never in it
 * (decision 275).
 */
export function createRequestPasswordReset(deps: RequestPasswordResetDeps) {
  const { db, rateLimiter, jobs, messaging } = deps;

  return async function requestPasswordReset(
    request: TResetPasswordRequest & { readonly language: Language },
    context: RequestContext,
  ): Promise<Record<string, never>> {
    const email = normalizeEmail(request.email);
    await rateLimiter.hit(
      { rule: RATE_LIMITS.resetPerIp, subject: context.ip },
      { rule: RATE_LIMITS.resetPerAddress, subject: email },
    );
    await db.transaction(async (tx) => {
      const messageId = await messaging.hold(
        tx,
        {},
        {
          to: email,
          language: request.language,
          // Its subject, the account, is known only to the job.
          audit: auditNote(context, {
            actorType: 'anonymous',
            actorId: null,
            action: 'password.reset_requested',
            subjectType: 'user',
            subjectId: null,
          }),
        },
      );
      await jobs.enqueue(tx, sendPasswordResetMailJob, {
        messageId,
        language: request.language,
      });
    });
    return {};
  };
}
