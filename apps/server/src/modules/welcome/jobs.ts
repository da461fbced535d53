import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';
import { ZAuditNote } from '../messaging/jobs';

/**
 * The welcome e-mail (decision 146), enqueued in the activation's transaction. The payload names
 * the product only: the address, the account number and the activation code are read when the
 * mail is written, so the job table holds no credential and a code renewed meanwhile is the one
 * sent. The messaging service sends it once per job (its effect key).
 */
export const sendWelcomeMailJob = defineJob({
  id: 'welcome.mail',
  version: 1,
  schema: z.object({
    productId: z.uuid(),
    audit: ZAuditNote,
  }),
  retry: { limit: 12, delaySeconds: 5, backoff: true },
  expireInSeconds: 60,
});
export type TWelcomeMailJob = z.output<typeof sendWelcomeMailJob.schema>;
