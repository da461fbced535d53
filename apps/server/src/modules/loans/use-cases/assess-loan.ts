import {
  assessLoanRisk,
  localTimeIn,
  loanTermsFromRiskCheck,
  RISK_OUTCOME_ROUTING,
  type LongWaitPhase,
} from '@onboarding/domain';
import { recordAudit, SYSTEM_CONTEXT } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { JobContext } from '../../../infra/jobs/job-definition';
import type { DossiersService, LongProcessRecord } from '../../dossiers/service';
import type { EnteredDataSource } from '../../eligibility/entered-data';
import type { ProductsService } from '../../products/service';
import { assessLoanJob, type TAssessLoanJob } from '../jobs';
import { RULES } from '../offers';
import { findApplication, upsertAssessment } from '../repository';
import type { StoredLoanTerms, StoredRiskFacts } from '../tables';

export interface AssessLoanDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** IANA zone of the bank: "today" of the assessment is its calendar day. */
  readonly timeZone: string;
  readonly products: Pick<ProductsService, 'advance'>;
  readonly dossiers: Pick<DossiersService, 'runById' | 'moveRun' | 'publishRun'>;
  readonly enteredData: EnteredDataSource;
  readonly log: { warn(object: Record<string, unknown>, message: string): void };
}

/** Thrown inside a transaction to undo it when the run was cancelled or moved meanwhile. */
class RunMovedOn extends Error {}

/** The facts the rules judge: the confirmed income, the birth date, today at the bank. */
async function riskFactsOf(deps: AssessLoanDeps, prospectId: string) {
  const { db } = deps;
  const application = await findApplication(db, prospectId);
  if (application === null) throw new Error(`prospect ${prospectId} has no loan application`);
  const entered = await db.transaction((tx) => deps.enteredData.entered(tx, prospectId));
  const birthDate = entered?.birth.date ?? null;
  if (birthDate === null) throw new Error(`prospect ${prospectId} has no birth date`);
  const facts: StoredRiskFacts = {
    monthlyNetIncomeCents: application.monthlyNetIncomeCents,
    existingMonthlyObligationsCents: application.existingMonthlyObligationsCents,
    dependants: application.dependants,
    birthDate,
    today: localTimeIn(deps.clock(), deps.timeZone).date,
    requiresManualReview: false,
  };
  return { facts, requested: loanTermsFromRiskCheck(application.wish) };
}

/**
 * The assessment stored with the run's next phase and the product's state per outcome, in one
 * transaction; null when the run was cancelled or moved meanwhile (nothing is kept then).
 */
async function storeAssessment(
  deps: AssessLoanDeps,
  run: LongProcessRecord,
  facts: StoredRiskFacts,
  requested: StoredLoanTerms,
) {
  const { db, clock, products, dossiers } = deps;
  const { prospectId } = run;
  const assessment = assessLoanRisk(facts, requested, RULES);
  const routing = RISK_OUTCOME_ROUTING[assessment.outcome];
  const nextPhase: LongWaitPhase =
    routing.creditApprovalCode === null
      ? 'WAITING_LOAN_SELECTION'
      : 'WAITING_PROCESS_SWITCH_SELECTION';
  return db
    .transaction(async (tx) => {
      const row = await dossiers.moveRun(tx, run.id, {
        run: run.run,
        from: ['EVALUATING_RISK'],
        to: nextPhase,
      });
      if (row === null) throw new RunMovedOn();
      await upsertAssessment(tx, {
        prospectId,
        longProcessId: run.id,
        run: run.run,
        facts,
        requested,
        outcome: assessment.outcome,
        reasons: [...assessment.reasons],
        figures: { ...assessment.figures },
        offer: assessment.offer,
        assessedAt: clock(),
      });
      if (routing.productState !== 'PRODUCT_RISK_UPLOADED') {
        await products.advance(
          tx,
          {
            prospectId,
            from: ['PRODUCT_RISK_UPLOADED'],
            to: routing.productState,
            actorId: 'loans',
            actorType: 'system',
          },
          SYSTEM_CONTEXT,
        );
      }
      // decision 145: the facts, the outcome, the reasons and the figures.
      await recordAudit(tx, SYSTEM_CONTEXT, {
        actorType: 'system',
        actorId: null,
        action: 'loan.assessed',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: {
          longProcessId: run.id,
          run: run.run,
          outcome: assessment.outcome,
          reasons: assessment.reasons,
          figures: assessment.figures,
          facts,
          requested,
          offer: assessment.offer,
        },
      });
      return row;
    })
    .catch((error: unknown) => {
      if (error instanceof RunMovedOn) return null;
      throw error;
    });
}

/**
 * The job `loans.assess`: the facts (confirmed income, birth date, today at the bank) →
 * `assessLoanRisk` → the stored assessment, the product's state and the run's phase per outcome,
 * in one transaction, then pushed to the run's room.
 */
export function createAssessLoan(deps: AssessLoanDeps) {
  const { db, dossiers } = deps;
  return async function assess(job: TAssessLoanJob, context: JobContext): Promise<void> {
    const run = await dossiers.runById(job.longProcessId);
    if (run === null || run.run !== job.run || run.phase !== 'EVALUATING_RISK') return;
    const { prospectId } = run;
    try {
      const { facts, requested } = await riskFactsOf(deps, prospectId);
      const moved = await storeAssessment(deps, run, facts, requested);
      if (moved !== null) await dossiers.publishRun(moved);
    } catch (error) {
      if (context.retryCount >= assessLoanJob.retry.limit) {
        const failed = await dossiers.moveRun(db, run.id, {
          run: run.run,
          from: ['EVALUATING_RISK'],
          to: 'ERROR',
          errorCode: 'RISK_FAILED',
        });
        if (failed !== null) await dossiers.publishRun(failed);
      }
      deps.log.warn({ err: error, prospectId }, 'risk assessment failed');
      throw error;
    }
  };
}
