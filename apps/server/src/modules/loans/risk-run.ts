import { AppError } from '../../errors/app-error';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { DossiersService, LongProcessRecord } from '../dossiers/service';
import { assessLoanJob } from './jobs';
import { findAssessment, type LoanAssessmentRow } from './repository';

/** The assessment of the prospect's current risk run, or null while it evaluates. */
export async function currentAssessment(
  tx: Database | Transaction,
  prospectId: string,
  run: LongProcessRecord | null,
): Promise<LoanAssessmentRow | null> {
  if (run === null) return null;
  const assessment = await findAssessment(tx, prospectId);
  if (assessment === null) return null;
  return assessment.longProcessId === run.id && assessment.run === run.run ? assessment : null;
}

/** The offers need an assessment that allows some (ACCEPT or ALTERNATE_OFFER). */
export async function requireOfferAssessment(
  deps: { readonly dossiers: Pick<DossiersService, 'runOfKind'> },
  tx: Database | Transaction,
  prospectId: string,
) {
  const run = await deps.dossiers.runOfKind(prospectId, 'risk', tx);
  const assessment = await currentAssessment(tx, prospectId, run);
  if (
    run === null ||
    assessment === null ||
    (assessment.outcome !== 'ACCEPT' && assessment.outcome !== 'ALTERNATE_OFFER')
  ) {
    throw new AppError(409, 'OFFER_NOT_AVAILABLE', {
      message: 'The assessment allows no offers.',
    });
  }
  return { run, assessment };
}

/** The job of a risk run, once per run (its key). */
export async function enqueueAssessment(
  jobs: Pick<JobQueue, 'enqueue'>,
  tx: Transaction,
  run: LongProcessRecord,
): Promise<void> {
  await jobs.enqueue(
    tx,
    assessLoanJob,
    { longProcessId: run.id, run: run.run },
    { key: `loan-assess:${run.id}:${run.run}` },
  );
}
