import { randomUUID } from 'node:crypto';
import { isLoanProcess, type ProcessName } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { enqueueDossierRun } from '../dossier-runs';
import { insertLongProcess } from '../repository';
import { FIRST_PHASE } from '../run-phases';

export interface StartAfterIdentificationDeps {
  readonly clock: Clock;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
}

/**
 * In the approval's transaction: the account processes start their dossier run; a loan's
 * steps after the identification belong to the loan (decision 147).
 */
export function createStartAfterIdentification({ clock, jobs }: StartAfterIdentificationDeps) {
  return async function startAfterIdentification(
    tx: Transaction,
    identified: { readonly prospectId: string; readonly process: ProcessName },
    context: RequestContext,
  ): Promise<void> {
    if (isLoanProcess(identified.process)) return;
    const now = clock();
    const row = await insertLongProcess(tx, {
      id: randomUUID(),
      prospectId: identified.prospectId,
      kind: 'dossier',
      process: identified.process,
      phase: FIRST_PHASE,
      startedAt: now,
      updatedAt: now,
    });
    await enqueueDossierRun(jobs, tx, row);
    await recordAudit(tx, context, {
      actorType: 'system',
      actorId: null,
      action: 'dossier.started',
      subjectType: 'prospect',
      subjectId: identified.prospectId,
      details: { longProcessId: row.id, run: row.run },
    });
  };
}
