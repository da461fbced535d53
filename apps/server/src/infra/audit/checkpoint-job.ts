import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';

/**
 * Seals the audit trail's newest rows into a checkpoint outside the database (decision 278):
 * every hour on one instance, and after every case export (enqueued in the export's
 * transaction). Two runs at once are safe: a checkpoint's number is written once, and the
 * later run seals on top of the earlier one's.
 */
export const sealAuditCheckpointJob = defineJob({
  id: 'audit.checkpoint',
  version: 1,
  // The cron sends an empty payload: that is the hourly run.
  schema: z.object({ reason: z.enum(['hourly', 'case-export']).default('hourly') }),
  retry: { limit: 3, delaySeconds: 120, backoff: true },
  expireInSeconds: 900,
  batchSize: 1,
});

/** On the hour: a checkpoint at least every hour (decision 278). */
export const AUDIT_CHECKPOINT_CRON = '0 * * * *';
