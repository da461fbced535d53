import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { JobContext } from '../../../infra/jobs/job-definition';
import type { MessagingService } from '../../messaging/service';
import { sendLoginCodeJob, type TLoginCodeJob } from '../jobs';
import { findCodeById, voidCode } from '../repository';

export interface DeliverLoginCodeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly messaging: Pick<MessagingService, 'readHeld' | 'dropHeld' | 'deliverSms' | 'texts'>;
  readonly log: FastifyBaseLogger;
}

/**
 * The job of a sign-in code (decision 275): opens the sealed number and code, sends the SMS once
 * (its effect key) while the code is still live, then deletes the pending message. A code whose
 * last try failed is voided, as the request did when the gateway refused it in the request: a
 * code that never arrived must not hold a new one back 5 minutes.
 */
export function createDeliverLoginCode(deps: DeliverLoginCodeDeps) {
  const { db, clock, messaging, log } = deps;

  return async function deliverLoginCode(payload: TLoginCodeJob, job: JobContext): Promise<void> {
    const held = await messaging.readHeld(payload.messageId);
    if (held?.to === undefined || held.code === undefined || held.language === undefined) {
      // Sent by an earlier run, or erased with the account before it ran.
      log.info({ jobId: job.jobId }, 'sign-in code no longer pending');
      return;
    }
    const row = await findCodeById(db, payload.codeId);
    const isLive =
      row !== null &&
      row.consumedAt === null &&
      row.voidedAt === null &&
      row.expiresAt.getTime() > clock().getTime();
    if (isLive) {
      const text = messaging.texts(held.language)('email.sms.loginOtp', { code: held.code });
      try {
        await messaging.deliverSms(job.effectKey, { to: held.to, text });
      } catch (error) {
        if (job.retryCount >= sendLoginCodeJob.retry.limit) {
          await voidCode(db, payload.codeId, clock());
          await messaging.dropHeld(payload.messageId);
        }
        throw error;
      }
    }
    await messaging.dropHeld(payload.messageId);
  };
}

export type DeliverLoginCode = ReturnType<typeof createDeliverLoginCode>;
