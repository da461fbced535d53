import type { TStaffLoginRequest, TStaffLoginStep } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { PasswordHasher } from '../../../infra/crypto/password-hasher';
import { sha256Hex } from '../../../infra/crypto/random';
import type { Database } from '../../../infra/db/database';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import { STAFF_FAILURES_BEFORE_LOCK, STAFF_LOCK_MS, STAFF_RATE_LIMITS } from '../limits';
import {
  clearLoginFailures,
  countLoginFailure,
  findStaffByEmail,
  revokeStaffSession,
} from '../repository';
import { normalizeStaffEmail } from '../staff-email';
import { type StaffSessionTimeouts, startStaffSession } from '../staff-sessions';
import { totpEnrolment } from '../totp';
import { enrolmentSecret } from '../totp-secrets';

export interface SignInStaffDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly passwordHasher: PasswordHasher;
  readonly rateLimiter: RateLimiter;
  readonly timeouts: StaffSessionTimeouts;
  /** The issuer the authenticator app shows beside the account. */
  readonly totpIssuer: string;
}

/** One answer for an unknown address, a wrong password and a disabled account. */
const loginInvalid = () =>
  new AppError(401, 'STAFF_LOGIN_INVALID', { message: 'The e-mail or the password is wrong.' });

const accountLocked = (retryAfterSeconds: number) =>
  new AppError(423, 'STAFF_LOCKED', {
    message: 'Too many wrong passwords: the account is locked for a while.',
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/**
 * `auth/login`: limits first (no hashing for a flood), then the password, checked against a
 * dummy hash for an unknown address so both take the same time. A right password opens a
 * pending session, replacing the one the request came with (rotation).
 */
export function createSignInStaff(deps: SignInStaffDeps) {
  const { db, clock, passwordHasher, rateLimiter } = deps;

  return async function signInStaff(
    request: TStaffLoginRequest,
    previousSessionId: string | undefined,
    context: RequestContext,
  ): Promise<{ step: TStaffLoginStep; sessionId: string }> {
    const email = normalizeStaffEmail(request.email);
    await rateLimiter.hit(
      { rule: STAFF_RATE_LIMITS.loginPerIp, subject: context.ip },
      { rule: STAFF_RATE_LIMITS.loginPerAccount, subject: email },
    );
    const account = await findStaffByEmail(db, email);
    if (account === null) {
      await passwordHasher.verifyDummy(request.password);
      throw loginInvalid();
    }
    const now = clock();
    if (account.lockedUntil !== null && account.lockedUntil > now) {
      await recordAudit(db, context, {
        actorType: 'anonymous',
        actorId: null,
        action: 'staff.login_locked',
        subjectType: 'staff',
        subjectId: account.id,
      });
      throw accountLocked(Math.ceil((account.lockedUntil.getTime() - now.getTime()) / 1000));
    }
    if (account.lockedUntil !== null) await clearLoginFailures(db, account.id, now);

    const isValid = await passwordHasher.verify(account.passwordHash, request.password);
    if (!isValid) {
      const failures = await db.transaction(async (tx) => {
        const count = await countLoginFailure(
          tx,
          account.id,
          STAFF_FAILURES_BEFORE_LOCK,
          new Date(now.getTime() + STAFF_LOCK_MS),
          now,
        );
        await recordAudit(tx, context, {
          actorType: 'anonymous',
          actorId: null,
          action: count >= STAFF_FAILURES_BEFORE_LOCK ? 'staff.locked' : 'staff.login_failed',
          subjectType: 'staff',
          subjectId: account.id,
          details: { failures: count },
        });
        return count;
      });
      throw failures >= STAFF_FAILURES_BEFORE_LOCK
        ? accountLocked(Math.ceil(STAFF_LOCK_MS / 1000))
        : loginInvalid();
    }
    if (account.disabledAt !== null) {
      await recordAudit(db, context, {
        actorType: 'anonymous',
        actorId: null,
        action: 'staff.login_disabled',
        subjectType: 'staff',
        subjectId: account.id,
      });
      throw loginInvalid();
    }

    const secret = account.totpEnrolledAt === null ? await enrolmentSecret(deps, account) : null;
    const sessionId = await db.transaction(async (tx) => {
      if (previousSessionId !== undefined && previousSessionId !== '') {
        await revokeStaffSession(tx, sha256Hex(previousSessionId), now);
      }
      await clearLoginFailures(tx, account.id, now);
      await recordAudit(tx, context, {
        actorType: 'anonymous',
        actorId: null,
        action: 'staff.password_accepted',
        subjectType: 'staff',
        subjectId: account.id,
      });
      return startStaffSession(deps, tx, account.id, null, context);
    });
    if (secret === null) return { step: { next: 'TOTP_REQUIRED' }, sessionId };
    const enrolment = await totpEnrolment(secret, deps.totpIssuer, account.email);
    return { step: { next: 'TOTP_ENROLMENT', ...enrolment }, sessionId };
  };
}
