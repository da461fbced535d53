import { SIGNING_CODE_PURPOSES } from '@onboarding/domain';
import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';

export const ZSigningCodeJob = z.object({
  prospectId: z.uuid(),
  purpose: z.enum(SIGNING_CODE_PURPOSES),
  /** Which request this is: a later request voids an earlier code. */
  round: z.number().int().positive(),
  /** The pending message holding the audit note (ip, user agent) sealed (decision 275). */
  messageId: z.uuid(),
});
export type TSigningCodeJob = z.output<typeof ZSigningCodeJob>;

/**
 * The SMS code of the certificate or of the contracts: the code is made when the SMS is sent, so
 * the job table never holds it; only its HMAC (bound to round and manifest) is kept.
 */
export const sendSigningCodeJob = defineJob({
  id: 'contracts.code-sms',
  version: 2,
  schema: ZSigningCodeJob,
  // A code that arrives after its 5 minutes is useless.
  retry: { limit: 3, delaySeconds: 3, backoff: true },
  expireInSeconds: 30,
});
