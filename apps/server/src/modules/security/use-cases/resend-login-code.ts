import { LOGIN_OTP_RESEND_AFTER_MS } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import { RATE_LIMITS } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import { LOGIN_PURPOSE } from '../login-code';
import { findLatestCode, findUserByUid } from '../repository';
import type { SendLoginCode } from './send-login-code';

export interface ResendLoginCodeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly sendLoginCode: SendLoginCode;
}

/** A resend only continues a sign-in whose password was given this recently. */
const PENDING_LOGIN_MS = 30 * 60_000;

/**
 * `loginretryotp`: a new code for a sign-in in progress, not before 5 minutes after the last
 * (spec 1 §9). Silent when no sign-in is waiting for a code.
 */
export function createResendLoginCode(deps: ResendLoginCodeDeps) {
  const { db, clock, rateLimiter, sendLoginCode } = deps;

  return async function resendLoginCode(
    uid: string,
    context: RequestContext,
  ): Promise<Record<string, never>> {
    await rateLimiter.hit({ rule: RATE_LIMITS.otpPerIp, subject: context.ip });
    const user = await findUserByUid(db, uid);
    if (user === null) return {};
    const latest = await findLatestCode(db, user.id, LOGIN_PURPOSE);
    const now = clock().getTime();
    // Used, or voided (a failed SMS, a password reset): no sign-in is waiting; sign in again.
    if (latest === null || latest.consumedAt !== null || latest.voidedAt !== null) return {};
    const age = now - latest.createdAt.getTime();
    if (age > PENDING_LOGIN_MS) return {};
    if (age < LOGIN_OTP_RESEND_AFTER_MS) {
      const retryAfter = Math.ceil((LOGIN_OTP_RESEND_AFTER_MS - age) / 1000);
      throw new AppError(429, 'TOO_MANY_REQUESTS', {
        message: `A new code can be sent in ${retryAfter} s.`,
        headers: { 'retry-after': String(retryAfter) },
      });
    }
    await sendLoginCode(user, context);
    return {};
  };
}
