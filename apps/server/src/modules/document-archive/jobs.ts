import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';

/**
 * Copies a prospect's signed contract set into the bank's document archive
 * (uploadsigneddocuments), enqueued in the transaction that records the request, keyed by the set
 * so a second request enqueues nothing. The payload names the set and the applicant it is read as;
 * the PDFs are read (and their hashes checked) when the job runs.
 */
export const archiveSignedDocumentsJob = defineJob({
  id: 'document-archive.upload',
  version: 1,
  schema: z.object({
    prospectId: z.uuid(),
    documentSetId: z.uuid(),
    userId: z.uuid(),
  }),
  retry: { limit: 12, delaySeconds: 10, backoff: true },
  expireInSeconds: 300,
});
export type TArchiveSignedDocumentsJob = z.output<typeof archiveSignedDocumentsJob.schema>;
