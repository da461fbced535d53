import type { TStaffLoginRequest, TStaffLoginStep } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { PasswordHasher } from '../../../infra/crypto/password-hasher';
import { sha256Hex } from '../../../infra/crypto/random';
import type { Database, Transaction } from '../../../infra/db/database';
import type { DeviceCookies, KnownDevice } from '../../../infra/device-cookie/device-cookie';
import {
  clearDeviceLockout,
  findDeviceLockout,
  lockDeviceLockout,
  updateDeviceLockout,
} from '../../../infra/device-cookie/device-lockouts';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import { auditNote, type MessagingService } from '../../messaging/service';
import { countStaffDeviceFailure } from '../device-lockout';
import { STAFF_FAILURES_BEFORE_LOCK, STAFF_LOCK_MS, STAFF_RATE_LIMITS } from '../limits';
import {
  clearLoginFailures,
  countLoginFailure,
  findStaffByEmail,
  revokeStaffSession,
} from '../repository';
import type { StaffAccountRow } from '../tables';
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
  readonly deviceCookies: Pick<DeviceCookies, 'verify'>;
  readonly messaging: Pick<MessagingService, 'queueMail'>;
}

/** One answer for an unknown address, a wrong password and a disabled account. */
const loginInvalid = () =>
  new AppError(401, 'STAFF_LOGIN_INVALID', { message: 'The e-mail or the password is wrong.' });

const accountLocked = (leftMs: number) =>
  new AppError(423, 'STAFF_LOCKED', {
    message: 'Too many wrong passwords: the account is locked for a while.',
    headers: { 'retry-after': String(Math.max(1, Math.ceil(leftMs / 1000))) },
  });

/**
 * `auth/login`: limits first (no hashing for a flood), then the password, checked against a
 * dummy hash for an unknown address so both take the same time. A right password opens a
 * pending session, replacing the one the request came with (rotation).
 *
 * The lock is OWASP's device-cookie lockout (decision 277): a browser that completed a sign-in of
 * this account before (its device cookie) is locked only by its own wrong passwords; all other
 * browsers share the account's lock (`locked_until`), and the member is e-mailed when it starts.
 */
export function createSignInStaff(deps: SignInStaffDeps) {
  const { db, clock, passwordHasher, rateLimiter, deviceCookies } = deps;

  return async function signInStaff(
    request: TStaffLoginRequest,
    previousSessionId: string | undefined,
    context: RequestContext,
    deviceCookie?: string,
  ): Promise<{ step: TStaffLoginStep; sessionId: string }> {
    const email = normalizeStaffEmail(request.email);
    const now = clock();
    // Only the MAC is checked here, no database: the limits still come first.
    const verified = deviceCookies.verify('staff', deviceCookie, now);
    await rateLimiter.hit(
      { rule: STAFF_RATE_LIMITS.loginPerIp, subject: context.ip },
      // A device cookie's tries are counted for that device, not the account: an attacker's tries
      // would otherwise keep the member's own browser out with 429 (decision 277).
      {
        rule: STAFF_RATE_LIMITS.loginPerAccount,
        subject: verified === null ? email : `device:${verified.nonceHash}`,
      },
    );
    const account = await findStaffByEmail(db, email);
    if (account === null) {
      await passwordHasher.verifyDummy(request.password);
      throw loginInvalid();
    }
    // A cookie of another account is an unknown device for this one.
    const device = verified?.subjectId === account.id ? verified : null;
    const lockedUntil =
      device === null
        ? account.lockedUntil
        : ((await findDeviceLockout(db, device))?.blockedUntil ?? null);
    if (lockedUntil !== null && lockedUntil > now) {
      await recordAudit(db, context, {
        actorType: 'anonymous',
        actorId: null,
        action: 'staff.login_locked',
        subjectType: 'staff',
        subjectId: account.id,
        details: { knownDevice: device !== null },
      });
      throw accountLocked(lockedUntil.getTime() - now.getTime());
    }
    if (device === null && account.lockedUntil !== null) {
      await clearLoginFailures(db, account.id, now);
    }

    const isValid = await passwordHasher.verify(account.passwordHash, request.password);
    if (!isValid) {
      throw device === null
        ? await countUnknownDeviceFailure(deps, account, context)
        : await countKnownDeviceFailure(deps, account, device, context);
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
      // The known device's own count starts again; the unknown devices' lock stays as it is, so
      // the member signing in does not lift a lock an attacker caused (decision 277).
      if (device === null) await clearLoginFailures(tx, account.id, now);
      else await clearDeviceLockout(tx, device);
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

/**
 * A wrong password from a browser the account has not signed in from: counted on the account; the
 * fifth in a row locks unknown devices out for STAFF_LOCK_MS, and that one failure (the row
 * update counts parallel failures one after the other) queues the member's e-mail.
 */
async function countUnknownDeviceFailure(
  deps: Pick<SignInStaffDeps, 'db' | 'clock' | 'messaging'>,
  account: StaffAccountRow,
  context: RequestContext,
): Promise<AppError> {
  const { db, clock } = deps;
  const now = clock();
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
    if (count === STAFF_FAILURES_BEFORE_LOCK) await queueLockedNotice(deps, tx, account, context);
    return count;
  });
  return failures >= STAFF_FAILURES_BEFORE_LOCK ? accountLocked(STAFF_LOCK_MS) : loginInvalid();
}

/**
 * A wrong password from the account's known device: counted for that device alone, which the fifth
 * in a row locks (decision 277). No e-mail: the browser is the member's own.
 */
async function countKnownDeviceFailure(
  { db, clock }: Pick<SignInStaffDeps, 'db' | 'clock'>,
  account: StaffAccountRow,
  device: KnownDevice,
  context: RequestContext,
): Promise<AppError> {
  return db.transaction(async (tx) => {
    const now = clock();
    const outcome = countStaffDeviceFailure(await lockDeviceLockout(tx, 'staff', device, now), now);
    if (outcome.kind === 'already-locked') return accountLocked(outcome.leftMs);
    await updateDeviceLockout(tx, device, outcome.next);
    const isLock = outcome.kind === 'locked';
    await recordAudit(tx, context, {
      actorType: 'anonymous',
      actorId: null,
      action: isLock ? 'staff.device_locked' : 'staff.login_failed',
      subjectType: 'staff',
      subjectId: account.id,
      details: isLock ? { knownDevice: true } : { knownDevice: true, failures: outcome.failures },
    });
    return isLock ? accountLocked(STAFF_LOCK_MS) : loginInvalid();
  });
}

/** The member learns that unknown devices are locked out, by e-mail sent if the lock commits. */
async function queueLockedNotice(
  { messaging }: Pick<SignInStaffDeps, 'messaging'>,
  tx: Transaction,
  account: StaffAccountRow,
  context: RequestContext,
): Promise<void> {
  // A staff member is no applicant: the message names no account, case or uid of one.
  await messaging.queueMail(
    tx,
    {},
    {
      to: account.email,
      language: account.language,
      template: 'staffLoginLocked',
      name: account.fullName,
      values: { minutes: Math.round(STAFF_LOCK_MS / 60_000) },
      audit: auditNote(context, {
        actorType: 'anonymous',
        actorId: null,
        action: 'staff.locked_notice_sent',
        subjectType: 'staff',
        subjectId: account.id,
      }),
    },
  );
}
