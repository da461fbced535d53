import { passwordErrors, type TResetPasswordFinishRequest } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import { isCommonPassword } from '../../../infra/crypto/common-passwords';
import type { PasswordHasher } from '../../../infra/crypto/password-hasher';
import { type SignedTokens, TokenError, tokenAppError } from '../../../infra/crypto/signed-tokens';
import type { Database, Transaction } from '../../../infra/db/database';
import { RATE_LIMITS } from '../../../infra/rate-limit/limits';
import { deleteDeviceLockoutsOf } from '../../../infra/device-cookie/device-lockouts';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import type { MessagingService } from '../../messaging/service';
import {
  clearLoginGuard,
  findUserById,
  markTokenUsed,
  updatePassword,
  voidActiveCodes,
} from '../repository';
import { claimString, hashTokenId, tokenUsedError, verifyTokenOrFail } from '../shared';

export interface ResetPasswordDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly passwordHasher: PasswordHasher;
  readonly signedTokens: SignedTokens;
  readonly log: FastifyBaseLogger;
  readonly messaging: Pick<MessagingService, 'queueMail'>;
  readonly revokeAllSessions: (tx: Database | Transaction, userId: string) => Promise<number>;
}

/**
 * `resetpswfinish`: a new password by the rules of spec 2 §5; the token is used once and dies
 * with any later password change; every session ends and a sign-in block is lifted.
 */
export function createResetPassword(deps: ResetPasswordDeps) {
  const { db, clock, rateLimiter, passwordHasher, messaging } = deps;

  return async function resetPassword(
    request: TResetPasswordFinishRequest,
    context: RequestContext,
  ): Promise<Record<string, never>> {
    await rateLimiter.hit({ rule: RATE_LIMITS.resetFinishPerIp, subject: context.ip });
    const verified = await verifyTokenOrFail(deps, 'PASSWORD_RESET', request.token);
    let userId: string;
    try {
      userId = claimString(verified, 'sub');
    } catch (error) {
      throw error instanceof TokenError ? tokenAppError(error) : error;
    }
    const user = await findUserById(db, userId);
    if (user === null) throw tokenAppError(new TokenError(1));
    // A link from before the last password change is spent (iat has whole seconds).
    const changedAtSecond = Math.floor(user.passwordChangedAt.getTime() / 1000) * 1000;
    if (verified.issuedAt.getTime() < changedAtSecond) throw tokenUsedError();

    const [ruleBroken] = passwordErrors(request.password, {
      fullName: user.fullName,
      email: user.email,
    });
    const code =
      ruleBroken ?? (isCommonPassword(request.password) ? 'validation.password.common' : null);
    if (code !== null) {
      throw new AppError(400, 'VALIDATION_FAILED', {
        message: 'The new password breaks a rule.',
        fieldErrors: [{ field: 'password', code }],
      });
    }

    const passwordHash = await passwordHasher.hash(request.password);
    const now = clock();
    await db.transaction(async (tx) => {
      if (!(await markTokenUsed(tx, hashTokenId(verified.jti), 'PASSWORD_RESET', now))) {
        throw tokenUsedError();
      }
      await updatePassword(tx, user.id, passwordHash, now);
      const revoked = await deps.revokeAllSessions(tx, user.id);
      await voidActiveCodes(tx, user.id, 'LOGIN', now);
      await clearLoginGuard(tx, user.email);
      // The account's own devices too: a new password lifts every block (decision 277).
      await deleteDeviceLockoutsOf(tx, user.id);
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.id,
        action: 'password.reset',
        subjectType: 'user',
        subjectId: user.id,
        details: { sessionsRevoked: revoked },
      });
      await messaging.queueMail(
        tx,
        { userId: user.id },
        {
          to: user.email,
          language: user.language,
          template: 'passwordChanged',
          name: user.fullName,
          values: {},
        },
      );
    });
    return {};
  };
}
