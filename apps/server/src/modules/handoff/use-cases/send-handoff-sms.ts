import {
  checkMobileNumber,
  HANDOFF_SMS_LIMIT,
  HANDOFF_SMS_WINDOW_MS,
  type THandoffSmsForm,
  type THandoffStatus,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { RATE_LIMITS, smsPerSourceRule } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import type { DocumentCaller } from '../../../infra/session/caller';
import { auditNote, type MessagingService } from '../../messaging/service';
import { requireOpenHandoff } from '../handoff-state';
import { sendHandoffLinkJob } from '../jobs';
import type { ReadHandoffStatus } from './read-handoff-status';
import type { RequireHandoffTransaction } from './require-handoff-transaction';

export interface SendHandoffSmsDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly rateLimiter: RateLimiter;
  /** SMS a client address may cause per hour across accounts (decision 161). */
  readonly smsPerSourcePerHour: number;
  readonly requireTransaction: RequireHandoffTransaction;
  readonly statusOf: ReadHandoffStatus;
  readonly messaging: Pick<MessagingService, 'hold'>;
}

const SMS_PER_HANDOFF = {
  name: 'handoff-sms.transaction',
  limit: HANDOFF_SMS_LIMIT,
  windowMs: HANDOFF_SMS_WINDOW_MS,
} as const;

/**
 * `POST onboarding/documents/handoff/{tid}/sms`: the link by SMS (spec 2 §5 form), sent by a
 * job; the screens learn of it when it is sent (smsSentAt, pushed).
 */
export function createSendHandoffSms(deps: SendHandoffSmsDeps) {
  const { db, clock, jobs, requireTransaction, statusOf } = deps;
  return async function sendSms(
    caller: Extract<DocumentCaller, { kind: 'applicant' }>,
    tid: string,
    form: THandoffSmsForm,
    context: RequestContext,
  ): Promise<THandoffStatus> {
    const row = await requireTransaction(caller, tid);
    requireOpenHandoff(row, clock);
    const phone = checkMobileNumber(form.prefix.trim(), form.phoneNumber);
    if (!phone.ok) {
      throw new AppError(400, 'VALIDATION_FAILED', {
        fieldErrors: [{ field: 'phoneNumber', code: phone.code }],
      });
    }
    await deps.rateLimiter.hit(
      { rule: SMS_PER_HANDOFF, subject: row.id },
      { rule: RATE_LIMITS.smsPerPhone, subject: phone.e164 },
      { rule: smsPerSourceRule(deps.smsPerSourcePerHour), subject: context.ip },
    );
    await db.transaction(async (tx) => {
      const owner = { userId: caller.userId, prospectId: row.prospectId };
      const messageId = await deps.messaging.hold(tx, owner, {
        to: phone.e164,
        audit: auditNote(context, {
          actorType: 'applicant',
          actorId: caller.userId,
          action: 'documents.handoff_sms_sent',
          subjectType: 'prospect',
          subjectId: row.prospectId,
          details: { tid: row.id },
        }),
      });
      await jobs.enqueue(tx, sendHandoffLinkJob, {
        tid: row.id,
        prospectId: row.prospectId,
        messageId,
      });
    });
    return statusOf(row);
  };
}
