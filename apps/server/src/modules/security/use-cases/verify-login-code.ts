import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import { equalHex } from '../../../infra/crypto/random';
import type { Database } from '../../../infra/db/database';
import type { DeviceCookies } from '../../../infra/device-cookie/device-cookie';
import { OTP_MAX_ATTEMPTS, RATE_LIMITS } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import { hashLoginCode, LOGIN_PURPOSE } from '../login-code';
import { consumeCode, countCodeAttempt, findLatestCode, findUserByUid } from '../repository';

export interface VerifyLoginCodeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly appSecret: string;
  readonly deviceCookies: Pick<DeviceCookies, 'issue'>;
}

const wrongCode = () =>
  new AppError(400, 'SEC_BUS_LOG_OTP_WOT', {
    message: 'The code is wrong.',
    fieldErrors: [{ field: 'otp', code: 'SEC_BUS_LOG_OTP_WOT' }],
  });

const tooManyWrongCodes = () =>
  new AppError(400, 'SEC_BUS_LOG_OTP_MOT', {
    message: 'Too many wrong codes: ask for a new one.',
    fieldErrors: [{ field: 'otp', code: 'SEC_BUS_LOG_OTP_MOT' }],
  });

const noLiveCode = () =>
  new AppError(400, 'OTP_EXPIRED', {
    message: 'No valid code is waiting: sign in again or ask for a new code.',
    fieldErrors: [{ field: 'otp', code: 'OTP_EXPIRED' }],
  });

/**
 * `loginotp`: one atomic UPDATE counts the try before the code is compared, so however many
 * guesses arrive together at most five are ever compared (decision 045). A right code completes
 * the sign-in, so the browser gets a new device cookie of the account (decision 277): from then on
 * only its own wrong passwords block it.
 */
export function createVerifyLoginCode(deps: VerifyLoginCodeDeps) {
  const { db, clock, rateLimiter, appSecret, deviceCookies } = deps;

  return async function verifyLoginCode(
    uid: string,
    otp: string,
    context: RequestContext,
  ): Promise<{ uid: string; userId: string; deviceCookie: string }> {
    await rateLimiter.hit(
      { rule: RATE_LIMITS.otpPerIp, subject: context.ip },
      { rule: RATE_LIMITS.otpPerAccount, subject: uid },
    );
    const user = await findUserByUid(db, uid);
    if (user === null) throw noLiveCode();
    const attempt = await countCodeAttempt(db, user.id, LOGIN_PURPOSE, OTP_MAX_ATTEMPTS, clock());
    if (attempt === null) {
      const latest = await findLatestCode(db, user.id, LOGIN_PURPOSE);
      const isExhausted =
        latest !== null &&
        latest.consumedAt === null &&
        latest.voidedAt === null &&
        latest.attempts >= OTP_MAX_ATTEMPTS;
      throw isExhausted ? tooManyWrongCodes() : noLiveCode();
    }
    if (!equalHex(attempt.code_hash, hashLoginCode(appSecret, attempt.id, otp))) {
      await recordAudit(db, context, {
        actorType: 'anonymous',
        actorId: null,
        action: 'login.code_wrong',
        subjectType: 'user',
        subjectId: user.id,
        details: { attempts: attempt.attempts },
      });
      throw attempt.attempts >= OTP_MAX_ATTEMPTS ? tooManyWrongCodes() : wrongCode();
    }
    if (!(await consumeCode(db, attempt.id, clock()))) throw noLiveCode();
    await recordAudit(db, context, {
      actorType: 'applicant',
      actorId: user.id,
      action: 'session.started',
      subjectType: 'user',
      subjectId: user.id,
    });
    return {
      uid: user.uid,
      userId: user.id,
      deviceCookie: deviceCookies.issue('applicant', user.id, clock()),
    };
  };
}
