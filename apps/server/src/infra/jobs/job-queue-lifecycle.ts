import { DEAD_LETTER_QUEUE } from './dead-letters';
import { JOBS_CHANNEL, newBoss, type QueueState, wake } from './job-queue-state';
import { startWorker } from './job-worker';

/** Creates or updates our queues with their retry policies, as the options may override them. */
async function createQueues(state: QueueState): Promise<void> {
  const { boss, options } = state;
  await boss.createQueue(DEAD_LETTER_QUEUE, {
    name: DEAD_LETTER_QUEUE,
    retentionMinutes: 90 * 24 * 60,
  });
  for (const [queue, { definition }] of state.registrations) {
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
}

async function startOnce(state: QueueState): Promise<void> {
  const { database, runWorkers } = state.options;
  const { rows } = await database.executeSql(
    'select (extract(epoch from now()) * 1000)::float8 as ms',
    [],
  );
  state.startedAt = new Date(Number(rows[0]?.ms));
  await state.boss.start();
  await createQueues(state);
  for (const { queue, cron } of state.schedules) await state.boss.schedule(queue, cron, {});
  state.isStarted = true;
  if (runWorkers === false) return;
  for (const [queue, registration] of state.registrations) {
    if (registration.handler !== undefined) {
      registration.worker = startWorker(state, queue, registration);
    }
  }
  state.stopListening = await database.listen(JOBS_CHANNEL, (queue) => wake(state, queue));
}

/**
 * Starts the queue, or keeps trying with growing pauses (up to 30 s) while the database is away;
 * the returned promise settles after the first attempt.
 */
export async function startWhenReachable(state: QueueState, attempt = 0): Promise<void> {
  try {
    await startOnce(state);
  } catch (error) {
    await stopWorkers(state, 0);
    await state.boss.stop({ graceful: false, close: false }).catch(() => undefined);
    state.boss = newBoss(state.options, () => state.isStopping);
    if (state.isStopping) return;
    const delayMs = Math.min(30_000, 1000 * 2 ** attempt);
    state.options.log.warn(
      { err: error, retryInMs: delayMs },
      'job queue could not start; retrying',
    );
    state.startRetry = setTimeout(() => void startWhenReachable(state, attempt + 1), delayMs);
    state.startRetry.unref();
  }
}

export async function stopQueue(state: QueueState): Promise<void> {
  state.isStopping = true;
  clearTimeout(state.startRetry);
  await state.stopListening?.().catch(() => undefined);
  state.stopListening = undefined;
  if (!state.isStarted) return;
  state.isStarted = false;
  // Running jobs get a moment to finish; what does not is failed and retried elsewhere.
  await stopWorkers(state, 5000);
  await state.boss
    .stop({ graceful: true, wait: true, close: false, timeout: 5000 })
    .catch((error: unknown) =>
      state.options.log.warn({ err: error }, 'job queue did not stop cleanly'),
    );
}

async function stopWorkers(state: QueueState, timeoutMs: number): Promise<void> {
  const registrations = [...state.registrations.values()];
  await Promise.all(
    registrations.map(async (registration) => registration.worker?.stop(timeoutMs)),
  );
  for (const registration of registrations) registration.worker = undefined;
}
