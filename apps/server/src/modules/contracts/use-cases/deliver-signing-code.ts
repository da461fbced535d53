import { SIGNING_CODE_RULES } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import { randomDigits } from '../../../infra/crypto/random';
import type { Database } from '../../../infra/db/database';
import type { JobContext } from '../../../infra/jobs/job-definition';
import type { TAuditNote } from '../../messaging/jobs';
import type { MessagingService } from '../../messaging/service';
import type { TSigningCodeJob } from '../jobs';
import { activateCode, findCode } from '../repository';
import { signingCodeHash } from '../signing-code-views';
import { signingSmsText } from '../signing-sms';

export interface DeliverSigningCodeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly appSecret: string;
  readonly messaging: Pick<MessagingService, 'deliverSms' | 'texts' | 'readHeld' | 'dropHeld'>;
  /** The applicant's mobile number in E.164 when the SMS is sent; null when none is known. */
  readonly phoneOf: (prospectId: string) => Promise<string | null>;
}

/**
 * The job: makes the code now, keeps its HMAC, sends it once in the applicant's language, naming
 * what it signs (decision 252).
 */
export function createDeliverSigningCode(deps: DeliverSigningCodeDeps) {
  const { db, clock, appSecret } = deps;
  return async function deliverSigningCode(
    payload: TSigningCodeJob,
    job: JobContext,
  ): Promise<void> {
    const held = await deps.messaging.readHeld(payload.messageId);
    await send(payload, job, held?.audit);
    // The note's ip and user agent go when the job is done, sent or not (decision 275).
    if (held !== null) await deps.messaging.dropHeld(payload.messageId);
  };

  async function send(
    payload: TSigningCodeJob,
    job: JobContext,
    audit: TAuditNote | undefined,
  ): Promise<void> {
    const row = await findCode(db, payload.prospectId, payload.purpose);
    // A newer code replaced this one, or it was used or ended meanwhile.
    if (row?.round !== payload.round || (row.status !== 'PENDING' && row.status !== 'ACTIVE')) {
      return;
    }
    if (row.expiresAt.getTime() <= clock().getTime()) return;
    const to = await deps.phoneOf(row.prospectId);
    if (to === null) return;
    const code = randomDigits(SIGNING_CODE_RULES.length);
    const text = await signingSmsText(db, row, code, deps.messaging.texts);
    if (text === null) return;
    const stored = await activateCode(db, payload, signingCodeHash(appSecret, row, code));
    if (!stored) return;
    await deps.messaging.deliverSms(job.effectKey, { to, text }, audit);
  }
}
