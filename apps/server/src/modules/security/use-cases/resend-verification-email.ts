import type { TRegistrationRetryEmailRequest } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import { RATE_LIMITS } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import { findLatestPendingRegistrationByEmail, findPendingRegistration } from '../repository';
import { normalizeEmail } from '../shared';
import { queueVerificationOrNotice, type VerificationMailDeps } from '../verification-mail';

export interface ResendVerificationEmailDeps extends VerificationMailDeps {
  readonly db: Database;
  readonly rateLimiter: RateLimiter;
}

/** `registrationretryemail`: sends the verification again; silent when nothing is pending. */
export function createResendVerificationEmail(deps: ResendVerificationEmailDeps) {
  const { db, rateLimiter } = deps;

  return async function resendVerificationEmail(
    request: TRegistrationRetryEmailRequest,
    context: RequestContext,
  ): Promise<{ statusCode: 200 }> {
    const subject = 'uid' in request ? request.uid : normalizeEmail(request.email);
    await rateLimiter.hit(
      { rule: RATE_LIMITS.verificationMailPerIp, subject: context.ip },
      { rule: RATE_LIMITS.verificationMailPerAddress, subject },
    );
    const registration =
      'uid' in request
        ? await findPendingRegistration(db, request.uid)
        : await findLatestPendingRegistrationByEmail(db, subject);
    if (registration !== null) {
      await db.transaction((tx) =>
        queueVerificationOrNotice(deps, tx, registration, registration.language, context),
      );
    }
    return { statusCode: 200 };
  };
}
