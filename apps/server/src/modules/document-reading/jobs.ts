import { DOCUMENT_SIDES, ID_DOCUMENT_TYPES } from '@onboarding/domain';
import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';

export const ZReadDocumentJob = z.object({
  readingId: z.uuid(),
  prospectId: z.uuid(),
  documentId: z.uuid(),
  documentType: z.enum(ID_DOCUMENT_TYPES),
  side: z.enum(DOCUMENT_SIDES),
});
export type TReadDocumentJob = z.output<typeof ZReadDocumentJob>;

/**
 * Reading the machine-readable zone of an uploaded side (decision 082): seconds of CPU in the OCR
 * worker, so one at a time per instance, never on the request path.
 */
export const readDocumentJob = defineJob({
  id: 'document-reading.mrz',
  version: 1,
  schema: ZReadDocumentJob,
  retry: { limit: 2, delaySeconds: 10, backoff: false },
  expireInSeconds: 120,
  batchSize: 1,
});
