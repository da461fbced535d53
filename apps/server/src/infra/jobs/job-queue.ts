import type { Database, Transaction } from '../db/database';
import { activeTraceparent } from '../telemetry/tracing';
import { notifyOnCommit } from '../db/notify-on-commit';
import { bossDbInTransaction } from './boss-db';
import { type DeadLetter, readDeadLetters } from './dead-letters';
import {
  type JobDefinition,
  type JobHandler,
  type JobPayload,
  queueNameOf,
} from './job-definition';
import { jobIdForKey } from './job-key';
import { type JobCounts, countJobs, drainJobs } from './job-queue-reads';
import { startWhenReachable, stopQueue } from './job-queue-lifecycle';
import {
  JOBS_CHANNEL,
  createQueueState,
  register,
  type JobOutcome,
  type JobQueueOptions,
} from './job-queue-state';

export { DEAD_LETTER_QUEUE, type DeadLetter } from './dead-letters';
export type { JobCounts } from './job-queue-reads';
export {
  JOBS_CHANNEL,
  JOBS_SCHEMA,
  type JobOutcome,
  type JobQueueLog,
  type JobQueueOptions,
} from './job-queue-state';

export interface EnqueueOptions {
  /**
   * Idempotency key: a second enqueue with the same key (a repeated request, a retried
   * transaction) adds nothing while the first job is kept (14 days).
   */
  readonly key?: string;
  readonly startAfter?: Date;
}

/**
 * Durable jobs in PostgreSQL through pg-boss 10 (decision 121), on the app's own connections, so
 * the same definitions run on the embedded PGlite and on PostgreSQL.
 */
export interface JobQueue {
  /**
   * Adds a job in the caller's transaction: it exists, and is run, only if the transaction commits.
   * The payload is checked against the definition's schema first (a wrong payload is a bug here).
   */
  enqueue<TDefinition extends JobDefinition>(
    tx: Database | Transaction,
    definition: TDefinition,
    payload: JobPayload<TDefinition>,
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Binds the handler of a definition (before start). */
  work<TDefinition extends JobDefinition>(
    definition: TDefinition,
    handler: JobHandler<TDefinition>,
  ): void;
  /** Runs a definition with an empty payload on a cron schedule (once per tick across instances). */
  schedule(definition: JobDefinition, cron: string): void;
  /** Called for each finished run, with its outcome (metrics). */
  onOutcome(listener: (queue: string, outcome: JobOutcome) => void): void;
  start(): Promise<void>;
  /** Resolves when no job of ours is due or running (tests; a graceful stop), or after timeoutMs. */
  drain(timeoutMs?: number): Promise<void>;
  counts(): Promise<JobCounts>;
  deadLetters(limit?: number): Promise<DeadLetter[]>;
  stop(): Promise<void>;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const state = createQueueState(options);

  return {
    async enqueue(tx, definition, payload, enqueueOptions = {}) {
      const queue = queueNameOf(definition);
      const data = definition.schema.parse(payload) as object;
      // The request's trace goes on into the job (decision 282): an identifier, not data.
      const traceparent = activeTraceparent();
      await state.boss.send(queue, traceparent === undefined ? data : { ...data, traceparent }, {
        db: bossDbInTransaction(tx),
        ...(enqueueOptions.key === undefined ? {} : { id: jobIdForKey(queue, enqueueOptions.key) }),
        ...(enqueueOptions.startAfter === undefined
          ? {}
          : { startAfter: enqueueOptions.startAfter }),
      });
      // Delivered at commit only, to every instance: the worker fetches the job at once.
      await notifyOnCommit(tx, JOBS_CHANNEL, queue);
    },

    work(definition, handler) {
      if (state.isStarted) throw new Error('job handlers are bound before the queue starts');
      register(state, definition).handler = handler;
    },

    schedule(definition, cron) {
      register(state, definition);
      state.schedules.push({ queue: queueNameOf(definition), cron });
    },

    onOutcome(listener) {
      state.outcomeListeners.push(listener);
    },

    async start() {
      // The database may be away when the app starts: the queue starts when it can, and the app
      // serves meanwhile (its requests get 503 until the database answers).
      await startWhenReachable(state);
    },

    // A busy 2-core CI machine renders a PDF job in many seconds; a test drains several times, so
    // the wait stays well under the test's own limit (apps/server/vitest.config.ts).
    async drain(timeoutMs = 20_000) {
      await drainJobs(state, timeoutMs);
    },

    counts: () => countJobs(options.database),

    deadLetters: (limit = 100) => readDeadLetters(options.database, limit),

    stop: () => stopQueue(state),
  };
}
