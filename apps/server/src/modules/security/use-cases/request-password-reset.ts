import type { Language, TResetPasswordRequest } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { RATE_LIMITS } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import { sendPasswordResetMailJob } from '../jobs';
import { normalizeEmail } from '../shared';

export interface RequestPasswordResetDeps {
  readonly db: Database;
  readonly rateLimiter: Pick<RateLimiter, 'hit'>;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
}

/**
 * `resetpsw`: the same answer, and the same work, whether or not the address has an account
 * (decision 164): the request only enqueues the job that looks it up, so neither the answer nor
 * its time tells them apart.
 */
export function createRequestPasswordReset(deps: RequestPasswordResetDeps) {
  const { db, rateLimiter, jobs } = deps;

  return async function requestPasswordReset(
    request: TResetPasswordRequest & { readonly language: Language },
    context: RequestContext,
  ): Promise<Record<string, never>> {
    const email = normalizeEmail(request.email);
    await rateLimiter.hit(
      { rule: RATE_LIMITS.resetPerIp, subject: context.ip },
      { rule: RATE_LIMITS.resetPerAddress, subject: email },
    );
    await jobs.enqueue(db, sendPasswordResetMailJob, {
      email,
      language: request.language,
      context: { ...context },
    });
    return {};
  };
}
