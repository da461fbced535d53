import { randomUUID } from 'node:crypto';
import {
  LOGIN_OTP_RESEND_AFTER_MS,
  OTP_LENGTH,
  OTP_VALIDITY_MS,
  type TLoginRequest,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import { equalHex, hmacSha256Hex, randomDigits } from '../../infra/crypto/random';
import { translatorFor } from '../../infra/mail/templates';
import {
  OTP_MAX_ATTEMPTS,
  RATE_LIMITS,
  type LoginBlockStep,
  smsPerSourceRule,
} from '../../infra/rate-limit/limits';
import type { Transaction } from '../../infra/db/database';
import { auditNote } from '../messaging/service';
import { blockLeftMs, countFailure } from './login-guard';
import {
  clearLoginGuard,
  consumeCode,
  countCodeAttempt,
  findLatestCode,
  findLoginGuard,
  findUserByEmail,
  findUserByUid,
  insertCode,
  lockLoginGuard,
  updateLoginGuard,
  type UserRow,
  voidActiveCodes,
  voidCode,
} from './repository';
import { normalizeEmail, type SecurityDeps } from './shared';

const LOGIN_PURPOSE = 'LOGIN';
/** A resend only continues a sign-in whose password was given this recently. */
const PENDING_LOGIN_MS = 30 * 60_000;

const loginInvalid = () =>
  new AppError(401, 'LOGIN_INVALID', { message: 'The e-mail or the password is wrong.' });

// 423 Locked rather than 403: the web routes every 403 to /lightsignup/loginback (spec 1 §8), while
// a blocked account must stay on the login form with its message (decision 045). The block ends
// by itself (Retry-After) or with a new password (decision 160).
const accountBlocked = (leftMs: number) =>
  new AppError(423, 'SEC_BUS_LOG_ROT_AMR', {
    message:
      'Too many failed sign-ins: sign-in is blocked for a while; a new password unblocks it.',
    headers: { 'retry-after': String(Math.max(1, Math.ceil(leftMs / 1000))) },
  });

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
 * Sign-in with password and SMS code (spec 1 §4, issue 3 point 4, DESIGN "One-time codes"). The
 * caller starts the session once `verifyCode` returns.
 */
export function createLoginService(deps: SecurityDeps) {
  const { db, clock, rateLimiter, passwordHasher, messaging, links, appSecret } = deps;
  const codeHash = (codeId: string, code: string) => hmacSha256Hex(appSecret, `${codeId}:${code}`);
  const smsPerSource = smsPerSourceRule(deps.smsPerSourcePerHour);

  /**
   * A new code voids the previous one; at most 3 SMS per number per 15 minutes, and
   * SMS_PER_SOURCE_PER_HOUR per client address across accounts (decision 161).
   */
  const sendNewCode = async (user: UserRow, context: RequestContext) => {
    const phone = user.phoneE164;
    // An account made by social sign-up has no phone until the applicant gives one (decision 048).
    if (phone === null) {
      throw new AppError(409, 'PHONE_MISSING', {
        message: 'This account has no mobile number for the code; sign in with its provider.',
      });
    }
    await rateLimiter.hit(
      { rule: RATE_LIMITS.smsPerPhone, subject: phone },
      { rule: smsPerSource, subject: context.ip },
    );
    const now = clock();
    const id = randomUUID();
    const code = randomDigits(OTP_LENGTH);
    await db.transaction(async (tx) => {
      await voidActiveCodes(tx, user.id, LOGIN_PURPOSE, now);
      await insertCode(tx, {
        id,
        userId: user.id,
        purpose: LOGIN_PURPOSE,
        codeHash: codeHash(id, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_VALIDITY_MS),
      });
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.id,
        action: 'login.code_sent',
        subjectType: 'user',
        subjectId: user.id,
      });
    });
    try {
      await messaging.sendLoginCode(phone, user.language, code);
    } catch (error) {
      // Without the SMS the code is useless; void it so a retry is not held back 5 minutes.
      await voidCode(db, id, clock());
      throw new AppError(503, 'SERVICE_UNAVAILABLE', {
        message: 'The code could not be sent; try again shortly.',
        cause: error,
      });
    }
  };

  /** The owner of a blocked account learns of it by e-mail, sent if the block is committed. */
  const queueBlockedNotice = async (
    tx: Transaction,
    user: UserRow,
    step: LoginBlockStep,
    context: RequestContext,
  ) => {
    await messaging.queueMail(tx, {
      to: user.email,
      language: user.language,
      template: 'loginBlocked',
      name: user.fullName,
      values: {
        duration: translatorFor(user.language)(`email.loginBlocked.duration.${step.key}`),
        resetLink: links.forgotPassword(),
      },
      audit: auditNote(context, {
        actorType: 'anonymous',
        actorId: null,
        action: 'login.blocked_notice_sent',
        subjectType: 'user',
        subjectId: user.id,
      }),
    });
  };

  /**
   * A wrong password (or an unknown address), counted for the source first: a source over its
   * limit is refused and its failure counts towards no account (decision 160). Returns the error.
   */
  const countFailedLogin = async (
    username: string,
    user: UserRow | null,
    context: RequestContext,
  ): Promise<AppError> => {
    await rateLimiter.hit(
      { rule: RATE_LIMITS.loginFailuresPerIp, subject: context.ip },
      { rule: RATE_LIMITS.loginFailuresPerIpDaily, subject: context.ip },
    );
    return db.transaction(async (tx) => {
      const now = clock();
      const guard = await lockLoginGuard(tx, username, now);
      const outcome = countFailure(guard, now);
      if (outcome.kind === 'already-blocked') return accountBlocked(blockLeftMs(guard, now));
      await updateLoginGuard(tx, username, outcome.next);
      if (user !== null) {
        const isBlock = outcome.kind === 'blocked';
        await recordAudit(tx, context, {
          actorType: 'anonymous',
          actorId: null,
          action: isBlock ? 'login.blocked' : 'login.failed',
          subjectType: 'user',
          subjectId: user.id,
          details: isBlock
            ? {
                lockouts: outcome.next.lockouts,
                blockedUntil: outcome.next.blockedUntil?.toISOString(),
              }
            : { failures: outcome.failures },
        });
        if (isBlock) await queueBlockedNotice(tx, user, outcome.step, context);
      }
      return outcome.kind === 'blocked' ? accountBlocked(outcome.step.ms) : loginInvalid();
    });
  };

  return {
    /** The session ended at the applicant's request (`logout`). */
    async recordLogout(userId: string, context: RequestContext): Promise<void> {
      await recordAudit(db, context, {
        actorType: 'applicant',
        actorId: userId,
        action: 'session.ended',
        subjectType: 'user',
        subjectId: userId,
      });
    },

    /**
     * `auth/login`: limits first (no hashing for a flood, none for a source that failed too
     * often), then the block, then the password, checked against a dummy hash when the address is
     * unknown so both take the same time.
     */
    async login(
      request: TLoginRequest,
      context: RequestContext,
    ): Promise<{ otp: true; uid: string }> {
      const username = normalizeEmail(request.username);
      await rateLimiter.hit(
        { rule: RATE_LIMITS.loginPerIp, subject: context.ip },
        { rule: RATE_LIMITS.loginPerAccount, subject: username },
      );
      await rateLimiter.check(
        { rule: RATE_LIMITS.loginFailuresPerIp, subject: context.ip },
        { rule: RATE_LIMITS.loginFailuresPerIpDaily, subject: context.ip },
      );
      const blockLeft = blockLeftMs(await findLoginGuard(db, username), clock());
      if (blockLeft > 0) throw accountBlocked(blockLeft);

      const user = await findUserByEmail(db, username);
      let isValid = false;
      // No account, or one without a password (social sign-up): the dummy costs the same time.
      if (user?.passwordHash == null) await passwordHasher.verifyDummy(request.password);
      else isValid = await passwordHasher.verify(user.passwordHash, request.password);

      if (user === null || !isValid) throw await countFailedLogin(username, user, context);

      await clearLoginGuard(db, username);
      await sendNewCode(user, context);
      return { otp: true, uid: user.uid };
    },

    /**
     * `loginotp`: one atomic UPDATE counts the try before the code is compared, so however many
     * guesses arrive together at most five are ever compared (issue 3 point 11).
     */
    async verifyCode(
      uid: string,
      otp: string,
      context: RequestContext,
    ): Promise<{ uid: string; userId: string }> {
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
      if (!equalHex(attempt.code_hash, codeHash(attempt.id, otp))) {
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
      return { uid: user.uid, userId: user.id };
    },

    /**
     * `loginretryotp`: a new code for a sign-in in progress, not before 5 minutes after the last
     * (spec 1 §9). Silent when no sign-in is waiting for a code.
     */
    async resendCode(uid: string, context: RequestContext): Promise<Record<string, never>> {
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
      await sendNewCode(user, context);
      return {};
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
