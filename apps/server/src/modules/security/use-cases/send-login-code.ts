import { randomUUID } from 'node:crypto';
import { OTP_LENGTH, OTP_VALIDITY_MS } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import { randomDigits } from '../../../infra/crypto/random';
import type { Database } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { RATE_LIMITS, smsPerSourceRule } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import type { MessagingService } from '../../messaging/service';
import { sendLoginCodeJob } from '../jobs';
import { hashLoginCode, LOGIN_PURPOSE } from '../login-code';
import { insertCode, type UserRow, voidActiveCodes } from '../repository';

export interface SendLoginCodeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly messaging: Pick<MessagingService, 'hold'>;
  readonly appSecret: string;
  /** SMS_PER_SOURCE_PER_HOUR: SMS to applicants per client address and hour (decision 161). */
  readonly smsPerSourcePerHour: number;
}

/**
 * A new code voids the previous one; at most 3 SMS per number per 15 minutes, and
 * SMS_PER_SOURCE_PER_HOUR per client address across accounts (decision 161). The SMS is a job
 * enqueued in the transaction that stores the code's HMAC, like every message (decision 275): the
 * number and the code wait sealed in a pending message, the job names it; the queue's wake-up on
 * commit has it sent within the request's own time.
 */
export function createSendLoginCode(deps: SendLoginCodeDeps) {
  const { db, clock, rateLimiter, jobs, messaging, appSecret } = deps;
  const smsPerSource = smsPerSourceRule(deps.smsPerSourcePerHour);

  return async function sendLoginCode(user: UserRow, context: RequestContext): Promise<void> {
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
        codeHash: hashLoginCode(appSecret, id, code),
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
      const messageId = await messaging.hold(
        tx,
        { userId: user.id },
        { to: phone, code, language: user.language },
      );
      await jobs.enqueue(
        tx,
        sendLoginCodeJob,
        { userId: user.id, codeId: id, messageId },
        // One SMS per code, however often the transaction is retried.
        { key: id },
      );
    });
  };
}

export type SendLoginCode = ReturnType<typeof createSendLoginCode>;
