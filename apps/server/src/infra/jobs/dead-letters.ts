import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database';
import { JOBS_SCHEMA } from './job-queue-state';

/** Where a job goes that cannot be done: a payload its schema refuses, or the last retry failed. */
export const DEAD_LETTER_QUEUE = 'jobs.dead-letter';

const ZDeadLetter = z.object({
  queue: z.string(),
  jobId: z.string(),
  reason: z.string(),
  payload: z.unknown(),
});
export type DeadLetter = z.output<typeof ZDeadLetter>;

export async function sendDeadLetter(boss: PgBoss, entry: DeadLetter): Promise<void> {
  await boss.send(DEAD_LETTER_QUEUE, entry, { retentionDays: 90 });
}

/** The newest dead letters first. */
export async function readDeadLetters(
  database: DatabaseHandle,
  limit: number,
): Promise<DeadLetter[]> {
  const { rows } = await database.executeSql(
    `select data from ${JOBS_SCHEMA}.job where name = $1 order by created_on desc limit $2`,
    [DEAD_LETTER_QUEUE, limit],
  );
  return rows.map((row) => ZDeadLetter.parse(row.data));
}
