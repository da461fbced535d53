import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';
import { ZAuditNote } from '../messaging/jobs';

export const ZHandoffLinkSmsJob = z.object({
  tid: z.uuid(),
  /** E.164, checked by the variant's mobile rules when the applicant typed it. */
  to: z.string().regex(/^\+\d{8,15}$/),
  audit: ZAuditNote,
});
export type THandoffLinkSmsJob = z.output<typeof ZHandoffLinkSmsJob>;

/**
 * The hand-off link by SMS (decision 072): the token is issued when the SMS is sent, so the job
 * table never holds a link that opens the applicant's upload.
 */
export const sendHandoffLinkJob = defineJob({
  id: 'handoff.link-sms',
  version: 1,
  schema: ZHandoffLinkSmsJob,
  // A link SMS that arrives after minutes is still useful; after an hour it is not (decision 072).
  retry: { limit: 6, delaySeconds: 5, backoff: true },
  expireInSeconds: 30,
});
