import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';

export const ZHandoffLinkSmsJob = z.object({
  tid: z.uuid(),
  prospectId: z.uuid(),
  /**
   * The pending message holding the typed number (E.164) and the audit note, sealed: the job
   * table holds no phone number, ip or user agent (decision 275).
   */
  messageId: z.uuid(),
});
export type THandoffLinkSmsJob = z.output<typeof ZHandoffLinkSmsJob>;

/**
 * The hand-off link by SMS (decision 072): the token is issued when the SMS is sent, so the job
 * table never holds a link that opens the applicant's upload.
 */
export const sendHandoffLinkJob = defineJob({
  id: 'handoff.link-sms',
  version: 2,
  schema: ZHandoffLinkSmsJob,
  // A link SMS that arrives after minutes is still useful; after an hour it is not (decision 072).
  retry: { limit: 6, delaySeconds: 5, backoff: true },
  expireInSeconds: 30,
});
