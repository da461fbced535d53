import { randomUUID } from 'node:crypto';
import type { LongWaitPhase, ProcessName } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Transaction } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import { buildDossierJob } from './jobs';
import { insertLongProcess, type LongProcessRow } from './repository';
import { FIRST_PHASE } from './run-phases';

/** The dossier job of this run, once per run, in the caller's transaction. */
export async function enqueueDossierRun(
  jobs: Pick<JobQueue, 'enqueue'>,
  tx: Transaction,
  row: LongProcessRow,
): Promise<void> {
  await jobs.enqueue(
    tx,
    buildDossierJob,
    { longProcessId: row.id, run: row.run },
    { key: `dossier:${row.id}:${row.run}` },
  );
}

/** What starting a dossier run needs. */
export interface DossierRunDeps {
  readonly clock: Clock;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
}

/** Inserts a dossier run (idempotent: a run that exists stands) and enqueues its job. */
export async function startDossierRun(
  { clock, jobs }: DossierRunDeps,
  tx: Transaction,
  input: {
    readonly prospectId: string;
    readonly process: ProcessName;
    readonly phase: LongWaitPhase;
    readonly action: string;
  },
  context: RequestContext,
): Promise<LongProcessRow> {
  const now = clock();
  const row = await insertLongProcess(tx, {
    id: randomUUID(),
    prospectId: input.prospectId,
    kind: 'dossier',
    process: input.process,
    phase: input.phase,
    startedAt: now,
    updatedAt: now,
  });
  await enqueueDossierRun(jobs, tx, row);
  await recordAudit(tx, context, {
    actorType: 'system',
    actorId: null,
    action: input.action,
    subjectType: 'prospect',
    subjectId: input.prospectId,
    // The run's phase is named when it was asked to start elsewhere than at the first phase (the
    // loan's and the switch's runs); the identification's start is recorded without it.
    details: {
      longProcessId: row.id,
      run: row.run,
      ...(input.phase === FIRST_PHASE ? {} : { phase: row.phase }),
    },
  });
  return row;
}
