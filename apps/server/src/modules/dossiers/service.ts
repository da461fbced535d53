import { createHash, randomUUID } from 'node:crypto';
import {
  DOSSIER_EXPECTED_SECONDS,
  FINAL_LONG_WAIT_PHASES,
  isFinalLongWaitPhase,
  isLoanProcess,
  LONG_WAIT_PHASES,
  longProcessRoomId,
  RISK_EXPECTED_SECONDS,
  SWITCH_TARGET_PROCESS,
  type LongProcessContentKey,
  type LongWaitPhase,
  type ProcessName,
  type TLongProcess,
  type TNotificationServerMessage,
  type TRunningLongProcess,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, SYSTEM_CONTEXT, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobContext } from '../../infra/jobs/job-definition';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import type { RealtimeCaller } from '../../infra/realtime/room-kind';
import type { BankAccountsService } from '../bank-accounts/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { buildDossierJob, type TDossierJob } from './jobs';
import {
  findDossier,
  findLongProcess,
  findLongProcessOfProspect,
  findPhases,
  findRunningRuns,
  findRunOfKind,
  findRunsOfProspect,
  insertDossier,
  insertLongProcess,
  latestRun,
  movePhase,
  restartRun,
  setPhase,
  upsertRun,
  type LongProcessRow,
} from './repository';

export type LongProcessRecord = LongProcessRow;
import type { DossierManifest } from './tables';

export interface DossiersDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  readonly bankAccounts: Pick<BankAccountsService, 'open'>;
  /** Renders what the applicant signs (the contracts module); idempotent per prospect. */
  readonly prepareDocuments: (prospectId: string) => Promise<void>;
  /** The applicant's name for the supervisor's list: entered data, else the registration name. */
  readonly applicantNameOf: (prospectId: string) => Promise<string>;
  readonly log: { warn(object: Record<string, unknown>, message: string): void };
}

interface Owner {
  readonly userId: string;
}

const FIRST_PHASE: LongWaitPhase = 'GETTING_DOCUMENTS';
/** The phases a run may still leave (everything but END, ERROR and CANCELLED). */
const ACTIVE_PHASES: readonly LongWaitPhase[] = LONG_WAIT_PHASES.filter(
  (phase) => !(FINAL_LONG_WAIT_PHASES as readonly LongWaitPhase[]).includes(phase),
);

const notFound = () => new AppError(404, 'NOT_FOUND', { message: 'No such long process.' });

/** The manifest's canonical JSON: keys sorted, so the same dossier always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function toLongProcess(row: LongProcessRow): TLongProcess {
  return {
    id: row.id,
    prospectId: row.prospectId,
    state: row.phase,
    tokenId: `${row.id}:${row.run}`,
    currentProcess: row.process,
    contentInfoKey: row.kind,
    contentInfo: {
      startedAt: row.startedAt.toISOString(),
      expectedSeconds: row.kind === 'risk' ? RISK_EXPECTED_SECONDS : DOSSIER_EXPECTED_SECONDS,
    },
    errorCode: row.errorCode,
  };
}

/**
 * The long process after the video identification of the account processes (decision 140): the
 * documents to sign, the account and the bank's dossier are made by a durable job while the
 * applicant watches /longtimeservice, which follows the phases over the notification socket.
 */
export function createDossiersService(deps: DossiersDeps) {
  const { db, clock, jobs, hub, prospects, products, bankAccounts } = deps;

  const publish = async (row: LongProcessRow) => {
    const roomId = longProcessRoomId(row.id);
    await hub.publish(roomId, {
      messageType: 'DATA',
      type: 'LONG_PROCESS_STATUS',
      payload: { roomId, userId: row.prospectId, data: toLongProcess(row) },
    });
  };

  const moveTo = async (
    tx: Database | Transaction,
    job: TDossierJob,
    phase: LongWaitPhase,
    errorCode: string | null = null,
  ) => {
    const row = await setPhase(tx, job.longProcessId, job.run, phase, errorCode, clock());
    return row;
  };

  const requireOwnRun = async (owner: Owner, id: string) => {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await findLongProcess(db, id) : null;
    if (row === null) throw notFound();
    // The prospect's owner only; another applicant's run is as unknown as a made-up id.
    await prospects.requireOwn(db, owner, row.prospectId).catch(() => {
      throw notFound();
    });
    return row;
  };

  const enqueueRun = async (tx: Transaction, row: LongProcessRow) => {
    await jobs.enqueue(
      tx,
      buildDossierJob,
      { longProcessId: row.id, run: row.run },
      { key: `dossier:${row.id}:${row.run}` },
    );
  };

  /** Inserts a dossier run (idempotent: a run that exists stands) and enqueues its job. */
  const startDossierRun = async (
    tx: Transaction,
    input: {
      readonly prospectId: string;
      readonly process: ProcessName;
      readonly phase: LongWaitPhase;
      readonly action: string;
    },
    context: RequestContext,
  ): Promise<LongProcessRow> => {
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
    await enqueueRun(tx, row);
    await recordAudit(tx, context, {
      actorType: 'system',
      actorId: null,
      action: input.action,
      subjectType: 'prospect',
      subjectId: input.prospectId,
      details: { longProcessId: row.id, run: row.run, phase: row.phase },
    });
    return row;
  };

  return {
    /** The prospect's background runs and dossier manifest (case evidence, decision 151). */
    async evidenceOf(prospectId: string) {
      const runs = await findRunsOfProspect(db, prospectId);
      const dossier = await findDossier(db, prospectId);
      return { records: { runs, dossier }, files: [], subjectIds: runs.map((row) => row.id) };
    },

    /**
     * In the approval's transaction: the account processes start their dossier run; a loan's
     * steps after the identification belong to the loan (issue 14).
     */
    async startAfterIdentification(
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
      await enqueueRun(tx, row);
      await recordAudit(tx, context, {
        actorType: 'system',
        actorId: null,
        action: 'dossier.started',
        subjectType: 'prospect',
        subjectId: identified.prospectId,
        details: { longProcessId: row.id, run: row.run },
      });
    },

    /**
     * In `selectloan`'s transaction (decision 147): the loan's dossier run, from
     * SAVING_LOAN_CHOICE; its job opens the disbursement account and prepares the contracts
     * (with the credit agreement), then the dossier.
     */
    async startLoanDossier(
      tx: Transaction,
      chosen: { readonly prospectId: string; readonly process: ProcessName },
      context: RequestContext,
    ): Promise<TLongProcess> {
      const row = await startDossierRun(
        tx,
        { ...chosen, phase: 'SAVING_LOAN_CHOICE', action: 'dossier.started' },
        context,
      );
      return toLongProcess(row);
    },

    /**
     * In the switch's transaction (issue 14 item 7): the account dossier run of the prospect
     * that now opens an account (ACCOUNTOPENINGFROMLOAN), from SAVING_PROCESS_SWITCH_CHOICE.
     */
    async startAfterSwitch(
      tx: Transaction,
      prospectId: string,
      context: RequestContext,
    ): Promise<TLongProcess> {
      const row = await startDossierRun(
        tx,
        {
          prospectId,
          process: SWITCH_TARGET_PROCESS,
          phase: 'SAVING_PROCESS_SWITCH_CHOICE',
          action: 'dossier.started',
        },
        context,
      );
      return toLongProcess(row);
    },

    /**
     * Another module's run (the loan's risk run): inserted, or started again as the next run
     * from `phase` when the prospect has one of that kind. The caller enqueues its job.
     */
    async startRun(
      tx: Transaction,
      input: {
        readonly prospectId: string;
        readonly kind: LongProcessContentKey;
        readonly process: ProcessName;
        readonly phase: LongWaitPhase;
      },
    ): Promise<LongProcessRecord> {
      const now = clock();
      return upsertRun(tx, { id: randomUUID(), ...input, startedAt: now, updatedAt: now });
    },

    /** The prospect's run of one kind, or null. */
    async runOfKind(
      prospectId: string,
      kind: LongProcessContentKey,
      tx: Database | Transaction = db,
    ): Promise<LongProcessRecord | null> {
      return findRunOfKind(tx, prospectId, kind);
    },

    /** One run by id (no owner check: for jobs and services that checked already). */
    async runById(id: string, tx: Database | Transaction = db): Promise<LongProcessRecord | null> {
      return /^[0-9a-f-]{36}$/i.test(id) ? findLongProcess(tx, id) : null;
    },

    /** The run of `id` if it is the session's own (404 otherwise). */
    async requireOwnRun(owner: Owner, id: string): Promise<LongProcessRecord> {
      return requireOwnRun(owner, id);
    },

    /**
     * Moves a run's phase (from one of `from`, or from anything but CANCELLED); null when the
     * run is elsewhere, cancelled or restarted meanwhile (`run`). The caller publishes.
     */
    async moveRun(
      tx: Database | Transaction,
      id: string,
      change: {
        readonly run?: number;
        readonly from?: readonly LongWaitPhase[];
        readonly to: LongWaitPhase;
        readonly errorCode?: string | null;
      },
    ): Promise<LongProcessRecord | null> {
      return movePhase(tx, id, { ...change, at: clock() });
    },

    /** A run in ERROR started again as the next run from `phase`; null when it is not in ERROR. */
    async restartFailed(
      tx: Transaction,
      id: string,
      phase: LongWaitPhase,
    ): Promise<LongProcessRecord | null> {
      return restartRun(tx, id, phase, clock());
    },

    /** Pushes a run's state to its room (after the change is committed). */
    async publishRun(row: LongProcessRecord): Promise<void> {
      await publish(row);
    },

    /**
     * Ends a run that is not over yet (END), with its audit record, in the caller's transaction;
     * null when it was over. The caller publishes the row (`publishRun`) after the commit: a
     * publish inside the transaction would wait for it on PGlite's single connection.
     */
    async endRun(
      tx: Transaction,
      runId: string,
      context: RequestContext,
    ): Promise<LongProcessRecord | null> {
      const row = await movePhase(tx, runId, { from: ACTIVE_PHASES, to: 'END', at: clock() });
      if (row === null) return null;
      await recordAudit(tx, context, {
        actorType: 'system',
        actorId: null,
        action: 'longprocess.ended',
        subjectType: 'prospect',
        subjectId: row.prospectId,
        details: { longProcessId: row.id, kind: row.kind, run: row.run },
      });
      return row;
    },

    /**
     * A supervisor cancels a run (issue 14 item 6): CANCELLED with the reason in the audit
     * trail; its job stops before its next phase. 404 for an unknown run, 409
     * LONG_PROCESS_FINAL when it is already over.
     */
    async cancel(
      staff: { readonly staffId: string },
      runId: string,
      reason: string,
      context: RequestContext,
    ): Promise<TLongProcess> {
      const row = await db.transaction(async (tx) => {
        const current = /^[0-9a-f-]{36}$/i.test(runId) ? await findLongProcess(tx, runId) : null;
        if (current === null) throw notFound();
        if (isFinalLongWaitPhase(current.phase)) {
          throw new AppError(409, 'LONG_PROCESS_FINAL', {
            message: `The long process is already ${current.phase}.`,
          });
        }
        const cancelled = await movePhase(tx, runId, {
          from: ACTIVE_PHASES,
          to: 'CANCELLED',
          errorCode: 'CANCELLED_BY_BANK',
          at: clock(),
        });
        if (cancelled === null) {
          throw new AppError(409, 'LONG_PROCESS_FINAL', { message: 'The long process is over.' });
        }
        await recordAudit(tx, context, {
          actorType: 'operator',
          actorId: staff.staffId,
          action: 'longprocess.cancelled',
          subjectType: 'prospect',
          subjectId: cancelled.prospectId,
          details: {
            longProcessId: cancelled.id,
            kind: cancelled.kind,
            run: cancelled.run,
            phaseBefore: current.phase,
            reason,
          },
        });
        return cancelled;
      });
      await publish(row);
      return toLongProcess(row);
    },

    /** The supervisor's list: every run not over yet, the last changed first. */
    async listRunning(): Promise<TRunningLongProcess[]> {
      const rows = await findRunningRuns(db);
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          prospectId: row.prospectId,
          applicantName: await deps.applicantNameOf(row.prospectId),
          process: row.process,
          kind: row.kind,
          phase: row.phase,
          startedAt: row.startedAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
      );
    },

    /** spec 1 §3 longTimeServiceState of each prospect that has a run. */
    async phasesOf(prospectIds: readonly string[]): Promise<ReadonlyMap<string, LongWaitPhase>> {
      const rows = await findPhases(db, prospectIds);
      return new Map(rows.map((row) => [row.prospectId, row.phase]));
    },

    /**
     * `POST processes/longprocesses`: the run of the applicant's prospect, to follow. A loan has
     * two kinds (the risk run, then the dossier run after the choice): the one going on, else
     * the one started last (decision 147).
     */
    async ofProspect(owner: Owner, prospectId: string): Promise<TLongProcess> {
      await prospects.requireOwn(db, owner, prospectId);
      const row = latestRun(await findRunsOfProspect(db, prospectId));
      if (row === null) throw notFound();
      return toLongProcess(row);
    },

    /** `GET processes/longprocesses/{id}`. */
    async get(owner: Owner, id: string): Promise<TLongProcess> {
      return toLongProcess(await requireOwnRun(owner, id));
    },

    /** The realtime room: the owner joins and gets the current state first. */
    async forRoom(caller: RealtimeCaller, id: string): Promise<TLongProcess> {
      if (caller.kind === 'staff') throw notFound();
      return toLongProcess(await requireOwnRun({ userId: caller.userId }, id));
    },

    /**
     * `POST processes/createdossier`: a run that ended in ERROR starts again (the applicant's
     * "try again"); a run in progress or done is answered as it is.
     */
    async retry(owner: Owner, prospectId: string, context: RequestContext): Promise<TLongProcess> {
      await prospects.requireOwn(db, owner, prospectId);
      const restarted = await db.transaction(async (tx) => {
        const current = await findLongProcessOfProspect(tx, prospectId);
        if (current === null) throw notFound();
        if (current.phase !== 'ERROR') return null;
        const row = await restartRun(tx, current.id, FIRST_PHASE, clock());
        if (row === null) return null;
        await enqueueRun(tx, row);
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
        await publish(restarted);
        return toLongProcess(restarted);
      }
      const row = await findLongProcessOfProspect(db, prospectId);
      if (row === null) throw notFound();
      return toLongProcess(row);
    },

    /** The job: each phase committed and pushed before the next begins. */
    async build(job: TDossierJob, context: JobContext): Promise<void> {
      const row = await findLongProcess(db, job.longProcessId);
      // Over, restarted as another run, or cancelled by a supervisor: nothing more to do.
      if (row === null || row.run !== job.run || isFinalLongWaitPhase(row.phase)) return;
      const { prospectId } = row;
      try {
        const gettingDocuments = await moveTo(db, job, 'GETTING_DOCUMENTS');
        if (gettingDocuments === null) return;
        await publish(gettingDocuments);
        const account = await db.transaction((tx) =>
          bankAccounts.open(tx, prospectId, SYSTEM_CONTEXT),
        );
        await deps.prepareDocuments(prospectId);

        const creating = await moveTo(db, job, 'CREATING_DOSSIER');
        if (creating === null) return;
        await publish(creating);
        const product = await products.forProspect(db, prospectId);
        const ended = await db.transaction(async (tx) => {
          if ((await findDossier(tx, prospectId)) === null) {
            const manifest: DossierManifest = {
              prospectId,
              process: row.process,
              packageName: product?.packageName ?? null,
              iban: account.iban,
              accountOpenedAt: account.openedAt.toISOString(),
              identifiedAt: row.startedAt.toISOString(),
              createdBy: { longProcessId: row.id, run: job.run },
            };
            const sha256 = createHash('sha256').update(canonicalJson(manifest)).digest('hex');
            await insertDossier(tx, { prospectId, manifest, sha256 });
            await recordAudit(tx, SYSTEM_CONTEXT, {
              actorType: 'system',
              actorId: null,
              action: 'dossier.created',
              subjectType: 'prospect',
              subjectId: prospectId,
              details: { sha256, iban: account.iban },
            });
          }
          return moveTo(tx, job, 'END');
        });
        if (ended !== null) await publish(ended);
      } catch (error) {
        // The last try failed: the screen says so and offers to start again.
        if (context.retryCount >= buildDossierJob.retry.limit) {
          const failed = await moveTo(db, job, 'ERROR', 'DOSSIER_FAILED');
          if (failed !== null) await publish(failed);
        }
        deps.log.warn({ err: error, prospectId }, 'dossier run failed');
        throw error;
      }
    },
  };
}

export type DossiersService = ReturnType<typeof createDossiersService>;
