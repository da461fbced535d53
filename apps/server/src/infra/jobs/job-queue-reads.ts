import type { DatabaseHandle } from '../db/database';
import { DEAD_LETTER_QUEUE } from './dead-letters';
import { JOBS_SCHEMA, type QueueState, wake } from './job-queue-state';

const DRAIN_STEP_MS = 10;

export interface JobCounts {
  /** Jobs per queue and pg-boss state (created, retry, active, completed, cancelled, failed). */
  readonly byQueue: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Jobs waiting in the dead-letter queue. */
  readonly deadLetters: number;
}

/** Resolves when no job of our queues is due or running since the start, or at the deadline. */
export async function drainJobs(state: QueueState, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const queues = [...state.registrations.keys()];
  while (Date.now() < deadline) {
    const { rows } = await state.options.database.executeSql(
      `select name, bool_or(state in ('created', 'retry')) as due from ${JOBS_SCHEMA}.job
       where name = any($1::text[])
         and ((state = 'active' and started_on >= $2::timestamptz)
           or (state in ('created', 'retry') and start_after <= now()))
       group by name`,
      [queues, state.startedAt.toISOString()],
    );
    if (rows.length === 0) return;
    // Only a queue with a job due and not yet fetched is woken: a woken worker fetches again
    // at once, and waking every queue at each step had two dozen workers fetching back to back
    // while a job ran, which on the one-connection embedded database starved that very job.
    for (const row of rows) if (row.due === true) wake(state, String(row.name));
    await new Promise((resolve) => setTimeout(resolve, DRAIN_STEP_MS));
  }
}

export async function countJobs(database: DatabaseHandle): Promise<JobCounts> {
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
}
