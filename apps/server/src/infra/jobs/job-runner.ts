import type PgBoss from 'pg-boss';
import { SpanKind, contextOfTraceparent, inSpan, isTracingOn } from '../telemetry/tracing';
import { sendDeadLetter } from './dead-letters';
import type { JobContext } from './job-definition';
import type { JobOutcome, QueueState, Registration } from './job-queue-state';

const DEFAULT_BATCH_SIZE = 20;
/**
 * Workers are woken by a NOTIFY when a job is committed; polling only catches what no NOTIFY
 * announces (a retry coming due, a notification lost while reconnecting). On the embedded
 * database every poll runs on the one thread that also serves requests.
 */
const FALLBACK_POLLING_SECONDS = 10;

function report(state: QueueState, queue: string, outcome: JobOutcome): void {
  for (const listener of state.outcomeListeners) listener(queue, outcome);
}

/** Runs one fetched job through its handler and records the outcome. */
async function runJob(
  state: QueueState,
  queue: string,
  registration: Registration,
  job: PgBoss.JobWithMetadata<unknown>,
): Promise<void> {
  const { log } = state.options;
  const { definition, handler } = registration;
  if (handler === undefined) return;
  const { traceparent, ...data } = (job.data ?? {}) as { traceparent?: unknown };
  const parsed = definition.schema.safeParse(data);
  if (!parsed.success) {
    // A payload its own schema refuses will never succeed: no retry, straight to dead letters.
    const reason = `payload refused by the schema: ${parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`)
      .join('; ')}`;
    log.error({ queue, jobId: job.id, reason }, 'job dead-lettered');
    await sendDeadLetter(state.boss, { queue, jobId: job.id, reason, payload: job.data });
    await state.boss.cancel(queue, job.id);
    report(state, queue, 'dead-lettered');
    return;
  }
  const context: JobContext = {
    queue,
    jobId: job.id,
    effectKey: `${queue}:${job.id}`,
    retryCount: job.retryCount,
  };
  try {
    if (isTracingOn()) {
      // The job continues the trace of the request that enqueued it (decision 282).
      await inSpan(
        `job ${queue}`,
        {
          kind: SpanKind.CONSUMER,
          attributes: {
            'messaging.system': 'pg-boss',
            'messaging.destination.name': queue,
            'messaging.message.id': job.id,
          },
        },
        () => handler(parsed.data, context),
        contextOfTraceparent(traceparent),
      );
    } else {
      await handler(parsed.data, context);
    }
    await state.boss.complete(queue, job.id);
    report(state, queue, 'completed');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const isLast = job.retryCount >= job.retryLimit;
    log.warn({ err: error, queue, jobId: job.id, retryCount: job.retryCount }, 'job failed');
    if (isLast) {
      await sendDeadLetter(state.boss, { queue, jobId: job.id, reason, payload: job.data });
      log.error({ queue, jobId: job.id, reason }, 'job dead-lettered after its last retry');
    }
    await state.boss.fail(queue, job.id, { message: reason });
    report(state, queue, isLast ? 'dead-lettered' : 'retried');
  }
}

/** Starts the worker of one queue on this instance. */
export async function startWorker(
  state: QueueState,
  queue: string,
  registration: Registration,
): Promise<void> {
  const { log, pollingIntervalSeconds } = state.options;
  const batchSize = registration.definition.batchSize ?? DEFAULT_BATCH_SIZE;
  registration.workerId = await state.boss.work<unknown>(
    queue,
    {
      batchSize,
      includeMetadata: true,
      pollingIntervalSeconds:
        pollingIntervalSeconds ??
        registration.definition.pollingIntervalSeconds ??
        FALLBACK_POLLING_SECONDS,
    },
    async (jobs) => {
      // Each job succeeds or fails on its own; the batch only shares the fetch.
      await Promise.all(
        jobs.map((job) =>
          runJob(state, queue, registration, job).catch((error: unknown) => {
            log.error({ err: error, queue, jobId: job.id }, 'job outcome not recorded');
          }),
        ),
      );
      // A full batch means more may be waiting: fetch again at once instead of sleeping.
      if (jobs.length === batchSize && registration.workerId !== undefined) {
        state.boss.notifyWorker(registration.workerId);
      }
    },
  );
}
