import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';

export const ZAssessLoanJob = z.object({
  longProcessId: z.uuid(),
  run: z.number().int().positive(),
});
export type TAssessLoanJob = z.output<typeof ZAssessLoanJob>;

/**
 * The loan's risk run (decision 147): the assessment of the confirmed income and wish, stored with
 * the product's next state in one transaction. Idempotent: a run already past EVALUATING_RISK, or
 * cancelled, is left alone.
 */
export const assessLoanJob = defineJob({
  id: 'loans.assess',
  version: 1,
  schema: ZAssessLoanJob,
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  expireInSeconds: 60,
});
