import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/database';
import { bossDbOf } from './boss-db';
import { type JobDefinition, type JobHandler, queueNameOf } from './job-definition';
import type { QueueWorker } from './job-worker';

/** pg-boss keeps its tables in this schema (created by migration 0010). */
export const JOBS_SCHEMA = 'pgboss';

/** Workers are woken through this channel when a transaction that enqueued a job commits. */
export const JOBS_CHANNEL = 'onboarding_jobs';

export type JobOutcome = 'completed' | 'retried' | 'failed' | 'dead-lettered';

export interface JobQueueLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface JobQueueOptions {
  readonly database: DatabaseHandle;
  readonly log: JobQueueLog;
  /** Fallback polling when no wake-up arrives (another instance's commit, a lost NOTIFY). */
  readonly pollingIntervalSeconds?: number;
  /** How often expired active jobs (a worker that died) are failed for retry. */
  readonly maintenanceIntervalSeconds?: number;
  /** Run the handlers here; false on an instance that only enqueues. */
  readonly runWorkers?: boolean;
  /**
   * Tests of retries and crashed workers: every queue retries after this many seconds (no
   * backoff) and counts a run as lost after this many, instead of the definitions' own figures.
   */
  readonly queueTimings?: {
    readonly retryDelaySeconds?: number;
    readonly expireInSeconds?: number;
  };
}

/** A queue of ours: its definition, the handler bound to it, the worker running it. */
export interface Registration {
  readonly definition: JobDefinition;
  handler?: JobHandler<JobDefinition>;
  worker?: QueueWorker;
}

/** What the parts of one job queue share (job-queue.ts builds it once). */
export interface QueueState {
  readonly options: JobQueueOptions;
  /** Replaced by a fresh one when starting failed: pg-boss does not start twice. */
  boss: PgBoss;
  readonly registrations: Map<string, Registration>;
  readonly schedules: { queue: string; cron: string }[];
  readonly outcomeListeners: ((queue: string, outcome: JobOutcome) => void)[];
  stopListening: (() => Promise<void>) | undefined;
  isStarted: boolean;
  /**
   * When this instance started, in the database's time. A job left 'active' by an instance that
   * stopped mid-run (an earlier app on the same database, in tests) is retried after its expiry;
   * drain does not sit that out, it waits for jobs started since.
   */
  startedAt: Date;
  startRetry: NodeJS.Timeout | undefined;
  isStopping: boolean;
}

export function createQueueState(options: JobQueueOptions): QueueState {
  const state: QueueState = {
    options,
    boss: newBoss(options, () => state.isStopping),
    registrations: new Map(),
    schedules: [],
    outcomeListeners: [],
    stopListening: undefined,
    isStarted: false,
    startedAt: new Date(0),
    startRetry: undefined,
    isStopping: false,
  };
  return state;
}

/** `isStopping`: whether the queue is being stopped (see `bossDbOf`). */
export function newBoss(options: JobQueueOptions, isStopping: () => boolean): PgBoss {
  const instance = new PgBoss({
    db: bossDbOf(options.database, isStopping),
    schema: JOBS_SCHEMA,
    // pg-boss creates and migrates its own schema (advisory-locked, so instances may race).
    migrate: true,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
  });
  instance.on('error', (error: Error) => options.log.warn({ err: error }, 'job queue error'));
  return instance;
}

/** The registration of a definition's queue, made on first use. */
export function register(state: QueueState, definition: JobDefinition): Registration {
  const queue = queueNameOf(definition);
  let registration = state.registrations.get(queue);
  if (registration === undefined) {
    registration = { definition };
    state.registrations.set(queue, registration);
  }
  return registration;
}

/** Has the worker of a queue fetch at once, if this instance runs one. */
export function wake(state: QueueState, queue: string): void {
  state.registrations.get(queue)?.worker?.wake();
}
