import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';
import { ZAuditNote } from '../messaging/jobs';

/**
 * The welcome e-mail (decision 146), enqueued in the activation's transaction. The payload names
 * the product only: the address, the account number and the activation code are read when the
 * mail is written, so the job table holds no credential and a code renewed meanwhile is the one
 * sent. The messaging service sends it once per job (its effect key). The audit note (ip, user
 * agent) waits sealed in a pending message the payload names (decision 275).
 */
export const sendWelcomeMailJob = defineJob({
  id: 'welcome.mail',
  version: 2,
  schema: z.object({
    productId: z.uuid(),
    prospectId: z.uuid(),
    messageId: z.uuid(),
  }),
  retry: { limit: 12, delaySeconds: 5, backoff: true },
  expireInSeconds: 60,
});
export type TWelcomeMailJob = z.output<typeof sendWelcomeMailJob.schema>;

/**
 * Version 1 carried the audit note (ip, user agent) itself: still worked, so a welcome e-mail
 * enqueued before the upgrade is sent (decision 275).
 */
export const sendWelcomeMailJobV1 = defineJob({
  id: 'welcome.mail',
  version: 1,
  schema: z.object({ productId: z.uuid(), audit: ZAuditNote }),
  retry: { limit: 12, delaySeconds: 5, backoff: true },
  expireInSeconds: 60,
});
export type TWelcomeMailJobV1 = z.output<typeof sendWelcomeMailJobV1.schema>;
