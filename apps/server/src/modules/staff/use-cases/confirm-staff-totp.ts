import type { TStaffMember } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { DeviceCookies } from '../../../infra/device-cookie/device-cookie';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import { STAFF_RATE_LIMITS, STAFF_TOTP_MAX_FAILURES } from '../limits';
import { acceptTotpStep, countTotpFailure, revokeStaffSession } from '../repository';
import {
  findLiveStaffSession,
  type StaffSessionTimeouts,
  startStaffSession,
} from '../staff-sessions';
import { memberOf } from '../staff-views';
import { matchTotp } from '../totp';
import { totpContext } from '../totp-secrets';

export interface ConfirmStaffTotpDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly rateLimiter: RateLimiter;
  readonly timeouts: StaffSessionTimeouts;
  readonly deviceCookies: Pick<DeviceCookies, 'issue'>;
}

const unauthorized = () => new AppError(401, 'UNAUTHORIZED', { message: 'Sign in to continue.' });

const wrongCode = () =>
  new AppError(400, 'STAFF_TOTP_WRONG', {
    message: 'The code is wrong or was used already.',
    fieldErrors: [{ field: 'code', code: 'STAFF_TOTP_WRONG' }],
  });

const tooManyWrongCodes = () =>
  new AppError(401, 'STAFF_TOTP_TOO_MANY', {
    message: 'Too many wrong codes: sign in with the password again.',
  });

/**
 * `auth/totp`: the code of the pending session's account. A wrong try is counted before
 * anything else; the fifth ends the pending session. A right code (a step after the last one
 * accepted: a code works once) replaces the pending session by a signed-in one (rotation), and
 * the browser gets a new device cookie of the account (decision 277).
 */
export function createConfirmStaffTotp(deps: ConfirmStaffTotpDeps) {
  const { db, cipher, rateLimiter } = deps;

  return async function confirmStaffTotp(
    pendingSessionId: string | undefined,
    code: string,
    context: RequestContext,
  ): Promise<{ member: TStaffMember; sessionId: string; deviceCookie: string }> {
    await rateLimiter.hit({ rule: STAFF_RATE_LIMITS.totpPerIp, subject: context.ip });
    const found = await findLiveStaffSession(deps, pendingSessionId);
    if (found === null || found.session.secondFactorAt !== null) throw unauthorized();
    const { account, idHash, now } = found;
    await rateLimiter.hit({ rule: STAFF_RATE_LIMITS.totpPerAccount, subject: account.id });
    if (account.totpSecretSealed === null) throw unauthorized();
    const secret = cipher.openText(account.totpSecretSealed, totpContext(account.id));

    const step = await matchTotp(secret, code, now, account.totpLastStep);
    const isAccepted = step !== null && (await acceptTotpStep(db, account.id, step, now));
    if (!isAccepted) {
      const failures = await countTotpFailure(db, idHash);
      if (failures === null) throw unauthorized();
      const isLast = failures >= STAFF_TOTP_MAX_FAILURES;
      if (isLast) await revokeStaffSession(db, idHash, now);
      await recordAudit(db, context, {
        actorType: 'anonymous',
        actorId: null,
        action: isLast ? 'staff.totp_exhausted' : 'staff.totp_wrong',
        subjectType: 'staff',
        subjectId: account.id,
        details: { failures },
      });
      throw isLast ? tooManyWrongCodes() : wrongCode();
    }

    const sessionId = await db.transaction(async (tx) => {
      // Only one request turns a pending session into a signed-in one.
      if (!(await revokeStaffSession(tx, idHash, now))) throw unauthorized();
      if (account.totpEnrolledAt === null) {
        await recordAudit(tx, context, {
          actorType: 'operator',
          actorId: account.id,
          action: 'staff.totp_enrolled',
          subjectType: 'staff',
          subjectId: account.id,
        });
      }
      await recordAudit(tx, context, {
        actorType: 'operator',
        actorId: account.id,
        action: 'staff.session_started',
        subjectType: 'staff',
        subjectId: account.id,
      });
      return startStaffSession(deps, tx, account.id, now, context);
    });
    const deviceCookie = deps.deviceCookies.issue('staff', account.id, now);
    return { member: memberOf(account), sessionId, deviceCookie };
  };
}
