import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';

/**
 * The weekly cover (decision 269): every operator who finished identifications last week and had
 * none drawn gets one of them into the review queue. Once a week on one instance.
 */
export const coverWeekJob = defineJob({
  id: 'quality-review.cover-week',
  version: 1,
  schema: z.object({}),
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 600,
  batchSize: 1,
});

/** Mondays at 03:15 UTC: early on the bank's Monday in the variants' zones (UTC+1, UTC+2). */
export const COVER_WEEK_CRON = '15 3 * * 1';
