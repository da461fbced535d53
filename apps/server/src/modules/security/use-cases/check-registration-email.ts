import type { TCheckEmailRequest, TCheckEmailResponse } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import { RATE_LIMITS } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import { findPendingRegistration, updateRegistrationLanguage } from '../repository';
import { normalizeEmail } from '../shared';
import { queueVerificationOrNotice, type VerificationMailDeps } from '../verification-mail';

export interface CheckRegistrationEmailDeps extends VerificationMailDeps {
  readonly db: Database;
  readonly rateLimiter: RateLimiter;
}

/**
 * The check-email call: statusCode 400 when this uid has no pending sign-up with this address
 * (the call itself is wrong); otherwise 200 whether or not the address is registered already.
 */
export function createCheckRegistrationEmail(deps: CheckRegistrationEmailDeps) {
  const { db, rateLimiter } = deps;

  return async function checkRegistrationEmail(
    request: TCheckEmailRequest,
    context: RequestContext,
  ): Promise<TCheckEmailResponse> {
    const email = normalizeEmail(request.email);
    await rateLimiter.hit(
      { rule: RATE_LIMITS.verificationMailPerIp, subject: context.ip },
      { rule: RATE_LIMITS.verificationMailPerAddress, subject: email },
    );
    const registration = await findPendingRegistration(db, request.uid);
    if (registration === null || registration.email !== email) return { statusCode: 400 };
    await db.transaction(async (tx) => {
      await updateRegistrationLanguage(tx, registration.uid, request.language);
      await queueVerificationOrNotice(deps, tx, registration, request.language, context);
    });
    return { statusCode: 200 };
  };
}
