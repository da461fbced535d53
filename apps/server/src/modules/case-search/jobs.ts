import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';

/**
 * The case search's backfill (decision 263): indexes the cases a database had before the index,
 * or indexed under another key. Hourly on one instance; a run with nothing to do is one query.
 */
export const caseSearchBackfillJob = defineJob({
  id: 'case-search.backfill',
  version: 1,
  schema: z.object({}),
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 3600,
  batchSize: 1,
});

export const CASE_SEARCH_BACKFILL_CRON = '17 * * * *';
