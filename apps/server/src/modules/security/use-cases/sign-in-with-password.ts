import type { TLoginRequest } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { PasswordHasher } from '../../../infra/crypto/password-hasher';
import type { Database, Transaction } from '../../../infra/db/database';
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
 */
export function createSignInWithPassword(deps: SignInWithPasswordDeps) {
  const { db, clock, rateLimiter, passwordHasher, sendLoginCode } = deps;

  return async function signInWithPassword(
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

    if (user === null || !isValid) throw await countFailedLogin(deps, username, user, context);

    await clearLoginGuard(db, username);
    await sendLoginCode(user, context);
    return { otp: true, uid: user.uid };
  };
}

/**
 * A wrong password (or an unknown address), counted for the source first: a source over its
 * limit is refused and its failure counts towards no account (decision 160). Returns the error.
 */
async function countFailedLogin(
  deps: SignInWithPasswordDeps,
  username: string,
  user: UserRow | null,
  context: RequestContext,
): Promise<AppError> {
  const { db, clock, rateLimiter } = deps;
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
      if (isBlock) await queueBlockedNotice(deps, tx, user, outcome.step, context);
    }
    return outcome.kind === 'blocked' ? accountBlocked(outcome.step.ms) : loginInvalid();
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
