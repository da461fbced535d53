import { createHash, randomUUID } from 'node:crypto';
import {
  DOSSIER_EXPECTED_SECONDS,
  isLoanProcess,
  longProcessRoomId,
  type LongWaitPhase,
  type ProcessName,
  type TLongProcess,
  type TNotificationServerMessage,
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
  insertDossier,
  insertLongProcess,
  restartRun,
  setPhase,
  type LongProcessRow,
} from './repository';
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
  readonly log: { warn(object: Record<string, unknown>, message: string): void };
}

interface Owner {
  readonly userId: string;
}

const FIRST_PHASE: LongWaitPhase = 'GETTING_DOCUMENTS';

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
      expectedSeconds: DOSSIER_EXPECTED_SECONDS,
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

  return {
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

    /** spec 1 §3 longTimeServiceState of each prospect that has a run. */
    async phasesOf(prospectIds: readonly string[]): Promise<ReadonlyMap<string, LongWaitPhase>> {
      const rows = await findPhases(db, prospectIds);
      return new Map(rows.map((row) => [row.prospectId, row.phase]));
    },

    /** `POST processes/longprocesses`: the run of the applicant's prospect, to follow. */
    async ofProspect(owner: Owner, prospectId: string): Promise<TLongProcess> {
      await prospects.requireOwn(db, owner, prospectId);
      const row = await findLongProcessOfProspect(db, prospectId);
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
      if (row === null || row.run !== job.run || row.phase === 'END') return;
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
