import { isLoanProcess, type TLongProcess } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { toLongProcess, type DossiersService } from '../../dossiers/service';
import type { ProductsService } from '../../products/service';
import { findApplication } from '../repository';
import { enqueueAssessment } from '../risk-run';

export interface StartRiskAssessmentDeps {
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly products: Pick<ProductsService, 'forProspect' | 'advance'>;
  readonly dossiers: Pick<DossiersService, 'startRun'>;
}

/**
 * In the video approval's transaction for a loan (decision 147): PRODUCT_EMPLOYMENT_UPLOADED →
 * PRODUCT_RISK_UPLOADED, the risk run (EVALUATING_RISK) and its job.
 */
export function createStartRiskAssessment(deps: StartRiskAssessmentDeps) {
  const { jobs, products, dossiers } = deps;
  return async function startAssessment(
    tx: Transaction,
    prospectId: string,
    context: RequestContext,
  ): Promise<TLongProcess> {
    const product = await products.forProspect(tx, prospectId);
    if (product === null || !isLoanProcess(product.productType)) {
      throw new Error(`prospect ${prospectId} has no loan to assess`);
    }
    if ((await findApplication(tx, prospectId)) === null) {
      throw new AppError(409, 'LOAN_APPLICATION_MISSING', {
        message: 'The applicant has not confirmed the income yet.',
      });
    }
    await products.advance(
      tx,
      {
        prospectId,
        from: ['PRODUCT_EMPLOYMENT_UPLOADED'],
        to: 'PRODUCT_RISK_UPLOADED',
        actorId: 'loans',
        actorType: 'system',
      },
      context,
    );
    const run = await dossiers.startRun(tx, {
      prospectId,
      kind: 'risk',
      process: product.productType,
      phase: 'EVALUATING_RISK',
    });
    await enqueueAssessment(jobs, tx, run);
    await recordAudit(tx, context, {
      actorType: 'system',
      actorId: null,
      action: 'loan.assessment_started',
      subjectType: 'prospect',
      subjectId: prospectId,
      details: { longProcessId: run.id, run: run.run },
    });
    return toLongProcess(run);
  };
}
