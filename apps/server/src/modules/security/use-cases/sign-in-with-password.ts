import type { TLoginRequest } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { PasswordHasher } from '../../../infra/crypto/password-hasher';
import type { Database, Transaction } from '../../../infra/db/database';
import type { DeviceCookies, KnownDevice } from '../../../infra/device-cookie/device-cookie';
import {
  clearDeviceLockout,
  findDeviceLockout,
  lockDeviceLockout,
  updateDeviceLockout,
} from '../../../infra/device-cookie/device-lockouts';
import { RATE_LIMITS, type LoginBlockStep } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import type { Links } from '../../messaging/links';
import { auditNote, type MessagingService } from '../../messaging/service';
import { blockLeftMs, countFailure } from '../login-guard';
import {
  clearLoginGuard,
  findLoginGuard,
  findUserByEmail,
  lockLoginGuard,
  updateLoginGuard,
  type UserRow,
} from '../repository';
import { normalizeEmail } from '../shared';
import type { SendLoginCode } from './send-login-code';

export interface SignInWithPasswordDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly passwordHasher: PasswordHasher;
  readonly messaging: Pick<MessagingService, 'queueMail' | 'texts'>;
  readonly links: Pick<Links, 'forgotPassword'>;
  readonly sendLoginCode: SendLoginCode;
  readonly deviceCookies: Pick<DeviceCookies, 'verify'>;
}

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

/**
 * `auth/login`: limits first (no hashing for a flood, none for a source that failed too
 * often), then the block, then the password, checked against a dummy hash when the address is
 * unknown so both take the same time.
 *
 * The block is OWASP's device-cookie lockout (decision 277): a browser that completed a sign-in
 * of this account before sends its device cookie, and is blocked only by its own failures; every
 * other browser (no cookie, a forged, expired or another account's one) shares the address's
 * guard for unknown devices, so an attacker who blocks the address does not block its owner.
 */
export function createSignInWithPassword(deps: SignInWithPasswordDeps) {
  const { db, clock, rateLimiter, passwordHasher, sendLoginCode, deviceCookies } = deps;

  return async function signInWithPassword(
    request: TLoginRequest,
    context: RequestContext,
    deviceCookie?: string,
  ): Promise<{ otp: true; uid: string }> {
    const username = normalizeEmail(request.username);
    const now = clock();
    // Only the MAC is checked here, no database: the limits still come first.
    const verified = deviceCookies.verify('applicant', deviceCookie, now);
    await rateLimiter.hit(
      { rule: RATE_LIMITS.loginPerIp, subject: context.ip },
      // A device cookie's tries are counted for that device, not the address: an attacker's tries
      // at the address would otherwise keep the owner's own browser out with 429 (decision 277).
      {
        rule: RATE_LIMITS.loginPerAccount,
        subject: verified === null ? username : `device:${verified.nonceHash}`,
      },
    );
    await rateLimiter.check(
      { rule: RATE_LIMITS.loginFailuresPerIp, subject: context.ip },
      { rule: RATE_LIMITS.loginFailuresPerIpDaily, subject: context.ip },
    );
    const user = await findUserByEmail(db, username);
    // A cookie of another account is an unknown device for this one.
    const device = verified !== null && verified.subjectId === user?.id ? verified : null;
    const guard =
      device === null ? await findLoginGuard(db, username) : await findDeviceLockout(db, device);
    const blockLeft = blockLeftMs(guard, now);
    if (blockLeft > 0) throw accountBlocked(blockLeft);

    let isValid = false;
    // No account, or one without a password (social sign-up): the dummy costs the same time.
    if (user?.passwordHash == null) await passwordHasher.verifyDummy(request.password);
    else isValid = await passwordHasher.verify(user.passwordHash, request.password);

    if (user === null || !isValid) {
      throw await countFailedLogin(deps, { username, user, device }, context);
    }

    // The known device's own count starts again; the unknown devices' guard stays as it is, so
    // the owner signing in does not lift a block an attacker caused (decision 277).
    if (device === null) await clearLoginGuard(db, username);
    else await clearDeviceLockout(db, device);
    await sendLoginCode(user, context);
    return { otp: true, uid: user.uid };
  };
}

interface FailedLogin {
  readonly username: string;
  readonly user: UserRow | null;
  /** The account's known device the failure came from; null: an unknown device. */
  readonly device: KnownDevice | null;
}

/**
 * A wrong password (or an unknown address), counted for the source first: a source over its
 * limit is refused and its failure counts towards no account (decision 160). Returns the error.
 */
async function countFailedLogin(
  deps: SignInWithPasswordDeps,
  { username, user, device }: FailedLogin,
  context: RequestContext,
): Promise<AppError> {
  const { db, clock, rateLimiter } = deps;
  await rateLimiter.hit(
    { rule: RATE_LIMITS.loginFailuresPerIp, subject: context.ip },
    { rule: RATE_LIMITS.loginFailuresPerIpDaily, subject: context.ip },
  );
  if (user !== null && device !== null) return countKnownDeviceFailure(deps, user, device, context);
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
      if (isBlock) await queueBlockedNotice(deps, tx, user, outcome.step, context);
    }
    return outcome.kind === 'blocked' ? accountBlocked(outcome.step.ms) : loginInvalid();
  });
}

/**
 * A wrong password from the account's known device: counted for that device alone, which the fifth
 * in a row puts on the lockout list (steps as the address's, decision 160). No e-mail: the
 * browser is the owner's own, and the other devices may still sign in (decision 277).
 */
async function countKnownDeviceFailure(
  { db, clock }: Pick<SignInWithPasswordDeps, 'db' | 'clock'>,
  user: UserRow,
  device: KnownDevice,
  context: RequestContext,
): Promise<AppError> {
  return db.transaction(async (tx) => {
    const now = clock();
    const lockout = await lockDeviceLockout(tx, 'applicant', device, now);
    const outcome = countFailure(lockout, now);
    if (outcome.kind === 'already-blocked') return accountBlocked(blockLeftMs(lockout, now));
    await updateDeviceLockout(tx, device, outcome.next);
    const isBlock = outcome.kind === 'blocked';
    await recordAudit(tx, context, {
      actorType: 'anonymous',
      actorId: null,
      action: isBlock ? 'login.device_blocked' : 'login.failed',
      subjectType: 'user',
      subjectId: user.id,
      details: isBlock
        ? {
            knownDevice: true,
            lockouts: outcome.next.lockouts,
            blockedUntil: outcome.next.blockedUntil?.toISOString(),
          }
        : { knownDevice: true, failures: outcome.failures },
    });
    return isBlock ? accountBlocked(outcome.step.ms) : loginInvalid();
  });
}

/** The owner of a blocked account learns of it by e-mail, sent if the block is committed. */
async function queueBlockedNotice(
  { messaging, links }: Pick<SignInWithPasswordDeps, 'messaging' | 'links'>,
  tx: Transaction,
  user: UserRow,
  step: LoginBlockStep,
  context: RequestContext,
): Promise<void> {
  await messaging.queueMail(
    tx,
    { userId: user.id },
    {
      to: user.email,
      language: user.language,
      template: 'loginBlocked',
      name: user.fullName,
      values: {
        duration: messaging.texts(user.language)(`email.loginBlocked.duration.${step.key}`),
        resetLink: links.forgotPassword(),
      },
      audit: auditNote(context, {
        actorType: 'anonymous',
        actorId: null,
        action: 'login.blocked_notice_sent',
        subjectType: 'user',
        subjectId: user.id,
      }),
    },
  );
}
