import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';

export const ZIdentificationJob = z.object({ identificationId: z.uuid() });
export type TIdentificationJob = z.output<typeof ZIdentificationJob>;

/**
 * Closes a WAITING identification whose deadline has passed (TIMED_OUT), enqueued with the
 * deadline as its start: the applicant's tab may be gone, the queue still frees the place. An
 * extension enqueues another for the new deadline; an early run finds the deadline ahead and
 * leaves it.
 */
export const expireWaitingJob = defineJob({
  id: 'video-identification.expire-waiting',
  version: 1,
  schema: ZIdentificationJob,
  retry: { limit: 5, delaySeconds: 5, backoff: true },
  expireInSeconds: 30,
});

/**
 * After the applicant's connection dropped in a call: when they have not rejoined within
 * CALL_REJOIN_WINDOW_MS, the identification is INTERRUPTED (EBA/GL/2022/15: restart). Dropped
 * while waiting, it is ABANDONED instead, so the queue place does not wait for the deadline.
 */
export const checkRejoinJob = defineJob({
  id: 'video-identification.check-rejoin',
  version: 1,
  schema: ZIdentificationJob,
  retry: { limit: 5, delaySeconds: 5, backoff: true },
  expireInSeconds: 30,
});

export const ZCallOtpJob = z.object({
  identificationId: z.uuid(),
  /** Which push of SHOW_CONFIRM_FORM_NUMBER this is: a later push voids an earlier code. */
  round: z.number().int().nonnegative(),
  /** The pending message holding the audit note (ip, user agent) sealed (decision 275). */
  messageId: z.uuid(),
});
export type TCallOtpJob = z.output<typeof ZCallOtpJob>;

/**
 * The in-call SMS code of SHOW_CONFIRM_FORM_NUMBER: the code is made when the SMS is sent, so the
 * job table never holds it; only its HMAC is kept on the identification.
 */
export const sendCallOtpJob = defineJob({
  id: 'video-identification.otp-sms',
  version: 2,
  schema: ZCallOtpJob,
  // A code that arrives minutes late is useless to a call in progress.
  retry: { limit: 3, delaySeconds: 3, backoff: true },
  expireInSeconds: 30,
});

/** The PDF protocol of an ended identification (evidence), made once and hashed into the audit. */
export const protocolJob = defineJob({
  id: 'video-identification.protocol',
  version: 1,
  schema: ZIdentificationJob,
  retry: { limit: 6, delaySeconds: 10, backoff: true },
  expireInSeconds: 120,
  batchSize: 1,
});
