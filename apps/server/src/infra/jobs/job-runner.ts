import type PgBoss from 'pg-boss';
import { SpanKind, contextOfTraceparent, inSpan, isTracingOn } from '../telemetry/tracing';
import { sendDeadLetter } from './dead-letters';
import type { JobContext } from './job-definition';
import type { JobOutcome, QueueState, Registration } from './job-queue-state';

function report(state: QueueState, queue: string, outcome: JobOutcome): void {
  for (const listener of state.outcomeListeners) listener(queue, outcome);
}

/** Runs one fetched job through its handler and records the outcome. */
export async function runJob(
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
        () => withinExpiry(handler(parsed.data, context), job),
        contextOfTraceparent(traceparent),
      );
    } else {
      await withinExpiry(handler(parsed.data, context), job);
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

/**
 * A run that outlives the job's expiry counts as failed and is retried, as pg-boss counts it: the
 * worker goes on instead of waiting for a handler that hangs.
 */
function withinExpiry(run: Promise<void>, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
  const seconds = Number(job.expireInSeconds);
  if (!(seconds > 0)) return run;
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the run took longer than its expiry of ${seconds} s`)),
      seconds * 1000,
    );
  });
  return Promise.race([run, expiry]).finally(() => clearTimeout(timer));
}
