import { OTP_VALIDITY_MS } from '@onboarding/domain';
import { randomDigits } from '../../../infra/crypto/random';
import type { JobContext } from '../../../infra/jobs/job-definition';
import type { TAuditNote } from '../../messaging/jobs';
import type { MessagingService } from '../../messaging/service';
import { CALL_OTP_LENGTH, callOtpHash } from '../call-otp';
import type { VideoCore } from '../core';
import type { TCallOtpJob } from '../jobs';
import { findIdentification, moveIdentification } from '../repository';

export interface DeliverCallOtpDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock'>;
  readonly appSecret: string;
  readonly messaging: Pick<MessagingService, 'deliverSms' | 'texts' | 'readHeld' | 'dropHeld'>;
}

/** The SMS job of SHOW_CONFIRM_FORM_NUMBER: makes the code now, keeps its HMAC, sends it once. */
export function createDeliverCallOtp(deps: DeliverCallOtpDeps) {
  const { core, appSecret, messaging } = deps;
  const { db, clock } = core;
  return async function deliverCallOtp(payload: TCallOtpJob, job: JobContext): Promise<void> {
    const held = await messaging.readHeld(payload.messageId);
    await send(payload, job, held?.audit);
    // The note's ip and user agent go when the job is done, sent or not (decision 275).
    if (held !== null) await messaging.dropHeld(payload.messageId);
  };

  async function send(
    payload: TCallOtpJob,
    job: JobContext,
    audit: TAuditNote | undefined,
  ): Promise<void> {
    const row = await findIdentification(db, payload.identificationId);
    if (row?.status !== 'IN_CALL' || row.otpRound !== payload.round || row.phoneE164 === null) {
      return;
    }
    const code = randomDigits(CALL_OTP_LENGTH);
    const stored = await moveIdentification(db, row.id, ['IN_CALL'], {
      otpHash: callOtpHash(appSecret, row, payload.round, code),
      otpExpiresAt: new Date(clock().getTime() + OTP_VALIDITY_MS),
      otpAttempts: 0,
    });
    if (stored === null) return;
    const text = messaging.texts(row.language)('videoIdentificationServer.sms.callCode', { code });
    await messaging.deliverSms(job.effectKey, { to: row.phoneE164, text }, audit);
  }
}
