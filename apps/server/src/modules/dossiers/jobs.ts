import { z } from 'zod';
import { defineJob } from '../../infra/jobs/job-definition';

export const ZDossierJob = z.object({ longProcessId: z.uuid(), run: z.number().int().positive() });
export type TDossierJob = z.output<typeof ZDossierJob>;

/**
 * The dossier's long process (decision 140): documents to sign, the account, the dossier. Each
 * phase is idempotent, so a retried or resumed run (a killed server) finishes what it began.
 */
export const buildDossierJob = defineJob({
  id: 'dossiers.build',
  version: 1,
  schema: ZDossierJob,
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  expireInSeconds: 120,
});
