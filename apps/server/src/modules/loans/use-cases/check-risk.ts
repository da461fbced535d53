import type { TLongProcess } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { toLongProcess, type DossiersService } from '../../dossiers/service';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { notFound } from '../errors';
import { requireOwnLoanOfProspect, type Owner } from '../own-loan';
import { enqueueAssessment } from '../risk-run';

export interface CheckRiskDeps {
  readonly db: Database;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly dossiers: Pick<DossiersService, 'runOfKind' | 'restartFailed' | 'publishRun'>;
}

/**
 * `POST user/checkrisk`: the risk run of the prospect; one that ended in ERROR starts again (the
 * applicant's "try again"), any other is answered as it is.
 */
export function createCheckRisk(deps: CheckRiskDeps) {
  const { db, jobs, dossiers } = deps;
  return async function checkRisk(
    owner: Owner,
    prospectId: string,
    context: RequestContext,
  ): Promise<TLongProcess> {
    await requireOwnLoanOfProspect(deps, db, owner, prospectId);
    const run = await dossiers.runOfKind(prospectId, 'risk');
    if (run === null) throw notFound('risk assessment');
    if (run.phase !== 'ERROR') return toLongProcess(run);
    const restarted = await db.transaction(async (tx) => {
      const row = await dossiers.restartFailed(tx, run.id, 'EVALUATING_RISK');
      if (row === null) return null;
      await enqueueAssessment(jobs, tx, row);
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: owner.userId,
        action: 'loan.assessment_restarted',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { longProcessId: row.id, run: row.run },
      });
      return row;
    });
    if (restarted === null) {
      const current = await dossiers.runOfKind(prospectId, 'risk');
      if (current === null) throw notFound('risk assessment');
      return toLongProcess(current);
    }
    await dossiers.publishRun(restarted);
    return toLongProcess(restarted);
  };
}
