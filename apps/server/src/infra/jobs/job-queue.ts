import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Database, DatabaseHandle, Transaction } from '../db/database';
import { notifyOnCommit } from '../db/notify-on-commit';
import { bossDbInTransaction, bossDbOf } from './boss-db';
import {
  type JobContext,
  type JobDefinition,
  type JobHandler,
  type JobPayload,
  queueNameOf,
} from './job-definition';
import { jobIdForKey } from './job-key';

/** pg-boss keeps its tables in this schema (created by migration 0010). */
export const JOBS_SCHEMA = 'pgboss';

/** Where a job goes that cannot be done: a payload its schema refuses, or the last retry failed. */
export const DEAD_LETTER_QUEUE = 'jobs.dead-letter';

/** Workers are woken through this channel when a transaction that enqueued a job commits. */
export const JOBS_CHANNEL = 'onboarding_jobs';

const ZDeadLetter = z.object({
  queue: z.string(),
  jobId: z.string(),
  reason: z.string(),
  payload: z.unknown(),
});
export type DeadLetter = z.output<typeof ZDeadLetter>;

export interface EnqueueOptions {
  /**
   * Idempotency key: a second enqueue with the same key (a repeated request, a retried
   * transaction) adds nothing while the first job is kept (14 days).
   */
  readonly key?: string;
  readonly startAfter?: Date;
}

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

export type JobOutcome = 'completed' | 'retried' | 'failed' | 'dead-lettered';

export interface JobCounts {
  /** Jobs per queue and pg-boss state (created, retry, active, completed, cancelled, failed). */
  readonly byQueue: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Jobs waiting in the dead-letter queue. */
  readonly deadLetters: number;
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

const DEFAULT_BATCH_SIZE = 20;
/**
 * Workers are woken by a NOTIFY when a job is committed; polling only catches what no NOTIFY
 * announces (a retry coming due, a notification lost while reconnecting). On the embedded
 * database every poll runs on the one thread that also serves requests.
 */
const FALLBACK_POLLING_SECONDS = 10;
const DRAIN_STEP_MS = 10;

interface Registration {
  readonly definition: JobDefinition;
  handler?: JobHandler<JobDefinition>;
  workerId?: string;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  const newBoss = () => {
    const instance = new PgBoss({
      db: bossDbOf(database),
      schema: JOBS_SCHEMA,
      // pg-boss creates and migrates its own schema (advisory-locked, so instances may race).
      migrate: true,
      supervise: true,
      schedule: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
      archiveCompletedAfterSeconds: 60 * 60,
      deleteAfterDays: 7,
    });
    instance.on('error', (error: Error) => log.warn({ err: error }, 'job queue error'));
    return instance;
  };
  // Replaced by a fresh one when starting failed: pg-boss does not start twice.
  let boss = newBoss();

  const registrations = new Map<string, Registration>();
  const schedules: { queue: string; cron: string }[] = [];
  const outcomeListeners: ((queue: string, outcome: JobOutcome) => void)[] = [];
  let stopListening: (() => Promise<void>) | undefined;
  let isStarted = false;
  // When this instance started, in the database's time. A job left 'active' by an instance that
  // stopped mid-run (an earlier app on the same database, in tests) is retried after its expiry;
  // drain does not sit that out, it waits for jobs started since.
  let startedAt = new Date(0);

  const register = (definition: JobDefinition): Registration => {
    const queue = queueNameOf(definition);
    let registration = registrations.get(queue);
    if (registration === undefined) {
      registration = { definition };
      registrations.set(queue, registration);
    }
    return registration;
  };

  const report = (queue: string, outcome: JobOutcome) => {
    for (const listener of outcomeListeners) listener(queue, outcome);
  };

  const deadLetter = async (entry: DeadLetter) => {
    await boss.send(DEAD_LETTER_QUEUE, entry, { retentionDays: 90 });
  };

  const runOne = async (
    queue: string,
    registration: Registration,
    job: PgBoss.JobWithMetadata<unknown>,
  ) => {
    const { definition, handler } = registration;
    if (handler === undefined) return;
    const parsed = definition.schema.safeParse(job.data);
    if (!parsed.success) {
      // A payload its own schema refuses will never succeed: no retry, straight to dead letters.
      const reason = `payload refused by the schema: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`)
        .join('; ')}`;
      log.error({ queue, jobId: job.id, reason }, 'job dead-lettered');
      await deadLetter({ queue, jobId: job.id, reason, payload: job.data });
      await boss.cancel(queue, job.id);
      report(queue, 'dead-lettered');
      return;
    }
    const context: JobContext = {
      queue,
      jobId: job.id,
      effectKey: `${queue}:${job.id}`,
      retryCount: job.retryCount,
    };
    try {
      await handler(parsed.data, context);
      await boss.complete(queue, job.id);
      report(queue, 'completed');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const isLast = job.retryCount >= job.retryLimit;
      log.warn({ err: error, queue, jobId: job.id, retryCount: job.retryCount }, 'job failed');
      if (isLast) {
        await deadLetter({ queue, jobId: job.id, reason, payload: job.data });
        log.error({ queue, jobId: job.id, reason }, 'job dead-lettered after its last retry');
      }
      await boss.fail(queue, job.id, { message: reason });
      report(queue, isLast ? 'dead-lettered' : 'retried');
    }
  };

  const startWorker = async (queue: string, registration: Registration) => {
    const batchSize = registration.definition.batchSize ?? DEFAULT_BATCH_SIZE;
    registration.workerId = await boss.work<unknown>(
      queue,
      {
        batchSize,
        includeMetadata: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? FALLBACK_POLLING_SECONDS,
      },
      async (jobs) => {
        // Each job succeeds or fails on its own; the batch only shares the fetch.
        await Promise.all(
          jobs.map((job) =>
            runOne(queue, registration, job).catch((error: unknown) => {
              log.error({ err: error, queue, jobId: job.id }, 'job outcome not recorded');
            }),
          ),
        );
        // A full batch means more may be waiting: fetch again at once instead of sleeping.
        if (jobs.length === batchSize && registration.workerId !== undefined) {
          boss.notifyWorker(registration.workerId);
        }
      },
    );
  };

  const wake = (queue: string) => {
    const workerId = registrations.get(queue)?.workerId;
    if (workerId !== undefined) boss.notifyWorker(workerId);
  };

  const ourQueues = () => [...registrations.keys()];

  const startOnce = async () => {
    const { rows } = await database.executeSql(
      'select (extract(epoch from now()) * 1000)::float8 as ms',
      [],
    );
    startedAt = new Date(Number(rows[0]?.ms));
    await boss.start();
    await boss.createQueue(DEAD_LETTER_QUEUE, {
      name: DEAD_LETTER_QUEUE,
      retentionMinutes: 90 * 24 * 60,
    });
    for (const [queue, { definition }] of registrations) {
      const timings = options.queueTimings;
      const queueOptions = {
        name: queue,
        retryLimit: definition.retry.limit,
        retryDelay: timings?.retryDelaySeconds ?? definition.retry.delaySeconds,
        retryBackoff: timings?.retryDelaySeconds === undefined ? definition.retry.backoff : false,
        expireInSeconds: timings?.expireInSeconds ?? definition.expireInSeconds,
      };
      await boss.createQueue(queue, queueOptions);
      // A definition whose retry policy changed updates the queue made by an earlier version.
      await boss.updateQueue(queue, queueOptions);
    }
    for (const { queue, cron } of schedules) await boss.schedule(queue, cron, {});
    isStarted = true;
    if (options.runWorkers === false) return;
    for (const [queue, registration] of registrations) {
      if (registration.handler !== undefined) await startWorker(queue, registration);
    }
    stopListening = await database.listen(JOBS_CHANNEL, wake);
  };

  let startRetry: NodeJS.Timeout | undefined;
  let isStopping = false;
  const startWhenReachable = async (attempt = 0): Promise<void> => {
    try {
      await startOnce();
    } catch (error) {
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      boss = newBoss();
      if (isStopping) return;
      const delayMs = Math.min(30_000, 1000 * 2 ** attempt);
      log.warn({ err: error, retryInMs: delayMs }, 'job queue could not start; retrying');
      startRetry = setTimeout(() => void startWhenReachable(attempt + 1), delayMs);
      startRetry.unref();
    }
  };

  return {
    async enqueue(tx, definition, payload, enqueueOptions = {}) {
      const queue = queueNameOf(definition);
      const data = definition.schema.parse(payload) as object;
      await boss.send(queue, data, {
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
      if (isStarted) throw new Error('job handlers are bound before the queue starts');
      register(definition).handler = handler;
    },

    schedule(definition, cron) {
      register(definition);
      schedules.push({ queue: queueNameOf(definition), cron });
    },

    onOutcome(listener) {
      outcomeListeners.push(listener);
    },

    async start() {
      // The database may be away when the app starts: the queue starts when it can, and the app
      // serves meanwhile (its requests get 503 until the database answers).
      await startWhenReachable();
    },

    // A busy 2-core CI machine renders a PDF job in many seconds; a test drains several times, so
    // the wait stays well under the test's own limit (apps/server/vitest.config.ts).
    async drain(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      const queues = ourQueues();
      while (Date.now() < deadline) {
        const { rows } = await database.executeSql(
          `select name, bool_or(state in ('created', 'retry')) as due from ${JOBS_SCHEMA}.job
           where name = any($1::text[])
             and ((state = 'active' and started_on >= $2::timestamptz)
               or (state in ('created', 'retry') and start_after <= now()))
           group by name`,
          [queues, startedAt.toISOString()],
        );
        if (rows.length === 0) return;
        // Only a queue with a job due and not yet fetched is woken: a woken worker fetches again
        // at once, and waking every queue at each step had two dozen workers fetching back to back
        // while a job ran, which on the one-connection embedded database starved that very job.
        for (const row of rows) if (row.due === true) wake(String(row.name));
        await new Promise((resolve) => setTimeout(resolve, DRAIN_STEP_MS));
      }
    },

    async counts() {
      const { rows } = await database.executeSql(
        `select name, state, count(*)::int as size from ${JOBS_SCHEMA}.job group by name, state`,
        [],
      );
      const byQueue: Record<string, Record<string, number>> = {};
      let deadLetters = 0;
      for (const row of rows) {
        const name = String(row.name);
        const state = String(row.state);
        const size = Number(row.size);
        // pg-boss's own queues (its cron hand-over) are not ours to watch.
        if (name.startsWith('__pgboss')) continue;
        if (name === DEAD_LETTER_QUEUE) {
          if (state === 'created') deadLetters += size;
          continue;
        }
        byQueue[name] = { ...byQueue[name], [state]: size };
      }
      return { byQueue, deadLetters };
    },

    async deadLetters(limit = 100) {
      const { rows } = await database.executeSql(
        `select data from ${JOBS_SCHEMA}.job where name = $1 order by created_on desc limit $2`,
        [DEAD_LETTER_QUEUE, limit],
      );
      return rows.map((row) => ZDeadLetter.parse(row.data));
    },

    async stop() {
      isStopping = true;
      clearTimeout(startRetry);
      await stopListening?.().catch(() => undefined);
      stopListening = undefined;
      if (!isStarted) return;
      isStarted = false;
      // Running jobs get a moment to finish; what does not is failed and retried elsewhere.
      await boss
        .stop({ graceful: true, wait: true, close: false, timeout: 5000 })
        .catch((error: unknown) => log.warn({ err: error }, 'job queue did not stop cleanly'));
    },
  };
}
