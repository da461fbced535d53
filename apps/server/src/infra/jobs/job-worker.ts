import type { QueueState, Registration } from './job-queue-state';
import { runJob } from './job-runner';

const DEFAULT_BATCH_SIZE = 20;
/**
 * Workers are woken by a NOTIFY when a job is committed; polling only catches what no NOTIFY
 * announces (a retry coming due, a notification lost while reconnecting). On the embedded
 * database every poll runs on the one thread that also serves requests.
 */
const FALLBACK_POLLING_SECONDS = 10;

/** The worker of one queue on this instance. */
export interface QueueWorker {
  /** Fetches at once instead of sleeping out the polling interval. */
  wake(): void;
  /**
   * Fetches no more and waits up to `timeoutMs` for the running jobs; those still running then
   * are failed, so that they are retried (here after a restart, or by another instance).
   */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * Starts the worker of one queue: our own loop over pg-boss's fetch, not its `work`. Each job's
 * outcome is recorded by `runJob` alone. pg-boss's `work` also completes the batch after the
 * handler returns, without waiting: on a pool that late completion could reach a job already
 * fetched again for its retry and mark the running retry completed, losing its outcome.
 */
export function startWorker(
  state: QueueState,
  queue: string,
  registration: Registration,
): QueueWorker {
  const { log } = state.options;
  const batchSize = registration.definition.batchSize ?? DEFAULT_BATCH_SIZE;
  const intervalMs =
    1000 *
    (state.options.pollingIntervalSeconds ??
      registration.definition.pollingIntervalSeconds ??
      FALLBACK_POLLING_SECONDS);
  const running = new Set<string>();
  let isStopping = false;
  let isWoken = false;
  let endSleep: (() => void) | undefined;

  const sleep = () =>
    new Promise<void>((resolve) => {
      // The loop alone does not keep the process alive: the server or the command does.
      const timer = setTimeout(done, intervalMs).unref();
      function done() {
        clearTimeout(timer);
        endSleep = undefined;
        resolve();
      }
      endSleep = done;
    });

  const loop = async () => {
    while (!isStopping) {
      isWoken = false;
      // pg-boss's fetch answers no jobs when the database cannot be reached: the loop sleeps.
      const jobs = await state.boss.fetch<unknown>(queue, { batchSize, includeMetadata: true });
      await Promise.all(
        jobs.map(async (job) => {
          running.add(job.id);
          try {
            await runJob(state, queue, registration, job);
          } catch (error) {
            log.error({ err: error, queue, jobId: job.id }, 'job outcome not recorded');
          } finally {
            running.delete(job.id);
          }
        }),
      );
      // A full batch means more may be waiting: fetch again at once instead of sleeping.
      if (isStopping || jobs.length === batchSize || isWoken) continue;
      await sleep();
    }
  };
  const looping = loop().catch((error: unknown) =>
    log.error({ err: error, queue }, 'job worker ended'),
  );

  return {
    wake() {
      isWoken = true;
      endSleep?.();
    },
    async stop(timeoutMs) {
      isStopping = true;
      endSleep?.();
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const ended = await Promise.race([looping.then(() => 'ended' as const), outOfTime]);
      clearTimeout(timer);
      if (ended === 'ended' || running.size === 0) return;
      const reason = { message: 'the instance stopped while the job ran' };
      await Promise.all([...running].map((jobId) => state.boss.fail(queue, jobId, reason))).catch(
        (error: unknown) => log.warn({ err: error, queue }, 'jobs running at the stop not failed'),
      );
    },
  };
}
