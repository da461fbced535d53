import type { TLongProcess } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { ProspectsService } from '../../prospects/service';
import { enqueueDossierRun } from '../dossier-runs';
import { notFound } from '../errors';
import { toLongProcess } from '../long-process-views';
import type { Owner } from '../owner';
import { findLongProcessOfProspect, restartRun } from '../repository';
import { FIRST_PHASE } from '../run-phases';
import type { PublishRun } from './publish-run';

export interface RetryDossierDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly publishRun: PublishRun;
}

/**
 * `POST processes/createdossier`: a run that ended in ERROR starts again (the applicant's
 * "try again"); a run in progress or done is answered as it is.
 */
export function createRetryDossier({ db, clock, jobs, prospects, publishRun }: RetryDossierDeps) {
  return async function retry(
    owner: Owner,
    prospectId: string,
    context: RequestContext,
  ): Promise<TLongProcess> {
    await prospects.requireOwn(db, owner, prospectId);
    const restarted = await db.transaction(async (tx) => {
      const current = await findLongProcessOfProspect(tx, prospectId);
      if (current === null) throw notFound();
      if (current.phase !== 'ERROR') return null;
      const row = await restartRun(tx, current.id, FIRST_PHASE, clock());
      if (row === null) return null;
      await enqueueDossierRun(jobs, tx, row);
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: owner.userId,
        action: 'dossier.restarted',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { longProcessId: row.id, run: row.run },
      });
      return row;
    });
    if (restarted !== null) {
      await publishRun(restarted);
      return toLongProcess(restarted);
    }
    const row = await findLongProcessOfProspect(db, prospectId);
    if (row === null) throw notFound();
    return toLongProcess(row);
  };
}
