import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';

/**
 * The daily retention run (decision 152): abandoned applications, customers' ended cases and AML
 * evidence past its period. Once a day on one instance, at night, like the housekeeping sweep.
 */
export const retentionSweepJob = defineJob({
  id: 'data-retention.sweep',
  version: 1,
  schema: z.object({}),
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 3600,
  batchSize: 1,
});

export const RETENTION_CRON = '30 2 * * *';

/**
 * An erasure the applicant confirmed (GDPR Art. 17): enqueued with the confirmation. Or one
 * withdrawn application (`DELETE onboarding/prospects/{id}`, decision 182): that case only, then
 * the account when no case is left.
 */
export const eraseJob = defineJob({
  id: 'data-retention.erase',
  version: 1,
  schema: z.union([
    z.object({ requestId: z.uuid() }),
    z.object({ withdrawal: z.object({ prospectId: z.uuid(), userId: z.uuid() }) }),
  ]),
  retry: { limit: 12, delaySeconds: 30, backoff: true },
  expireInSeconds: 600,
});
