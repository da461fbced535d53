import {
  type Language,
  passwordErrors,
  type TResetPasswordFinishRequest,
  type TResetPasswordRequest,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import { isCommonPassword } from '../../infra/crypto/common-passwords';
import { TokenError, tokenAppError } from '../../infra/crypto/signed-tokens';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobContext } from '../../infra/jobs/job-definition';
import type { JobQueue } from '../../infra/jobs/job-queue';
import { RATE_LIMITS } from '../../infra/rate-limit/limits';
import { auditNote } from '../messaging/service';
import { sendPasswordResetMailJob, type TPasswordResetMailJob } from './jobs';
import {
  clearLoginGuard,
  findUserByEmail,
  findUserById,
  markTokenUsed,
  updatePassword,
  voidActiveCodes,
} from './repository';
import {
  claimString,
  hashTokenId,
  normalizeEmail,
  type SecurityDeps,
  tokenUsedError,
  verifyTokenOrFail,
} from './shared';

export interface PasswordResetServiceDeps extends SecurityDeps {
  readonly jobs: JobQueue;
  readonly revokeAllSessions: (tx: Database | Transaction, userId: string) => Promise<number>;
}

/** Forgot and reset password (issue 3 point 6). */
export function createPasswordResetService(deps: PasswordResetServiceDeps) {
  const { db, clock, rateLimiter, passwordHasher, messaging, jobs } = deps;

  return {
    /**
     * `resetpsw`: the same answer, and the same work, whether or not the address has an account
     * (issue 17 point 2, decision 164): the request only enqueues the job that looks it up, so
     * neither the answer nor its time tells them apart.
     */
    async start(
      request: TResetPasswordRequest & { readonly language: Language },
      context: RequestContext,
    ): Promise<Record<string, never>> {
      const email = normalizeEmail(request.email);
      await rateLimiter.hit(
        { rule: RATE_LIMITS.resetPerIp, subject: context.ip },
        { rule: RATE_LIMITS.resetPerAddress, subject: email },
      );
      await jobs.enqueue(db, sendPasswordResetMailJob, {
        email,
        language: request.language,
        context: { ...context },
      });
      return {};
    },

    /**
     * The job of a reset request: the single-use link (valid an hour, issue 17 point 5) to the
     * account of the address, audited when it is really sent; an address without one gets nothing.
     */
    async deliverResetMail(payload: TPasswordResetMailJob, job: JobContext): Promise<void> {
      const user = await findUserByEmail(db, payload.email);
      if (user === null) return;
      await messaging.deliverMail(
        {
          to: user.email,
          language: payload.language,
          template: 'passwordReset',
          name: user.fullName,
          values: {},
          signedLink: {
            value: 'link',
            page: 'forgotPassword',
            purpose: 'PASSWORD_RESET',
            claims: { sub: user.id },
          },
          audit: auditNote(payload.context, {
            actorType: 'anonymous',
            actorId: null,
            action: 'password.reset_requested',
            subjectType: 'user',
            subjectId: user.id,
          }),
        },
        job,
      );
    },

    /**
     * `resetpswfinish`: a new password by the rules of spec 2 §5; the token is used once and dies
     * with any later password change; every session ends and a sign-in block is lifted.
     */
    async finish(
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
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.id,
          action: 'password.reset',
          subjectType: 'user',
          subjectId: user.id,
          details: { sessionsRevoked: revoked },
        });
        await messaging.queueMail(tx, {
          to: user.email,
          language: user.language,
          template: 'passwordChanged',
          name: user.fullName,
          values: {},
        });
      });
      return {};
    },
  };
}
