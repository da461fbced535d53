import type { Database, Transaction } from '../db/database';
import { bossDbInTransaction } from './boss-db';
import { DEAD_LETTER_QUEUE } from './dead-letters';
import { JOBS_SCHEMA } from './job-queue-state';

/** The keys a job's payload names its applicant by (decision 275). */
export interface JobOwnerKeys {
  readonly userIds?: readonly string[];
  readonly prospectIds?: readonly string[];
  /** Sign-ups not yet verified, by their visitor uid. */
  readonly uids?: readonly string[];
  /** Addresses and numbers: only jobs enqueued before decision 275 carried them. */
  readonly addresses?: readonly string[];
}

/** Whether a payload (`data`, a jsonb expression) names one of the keys ($1 … $4). */
const namesOwner = (data: string) => `(
  ${data}->>'userId' = any($1::text[])
  or ${data}->>'prospectId' = any($2::text[])
  or ${data}->>'uid' = any($3::text[])
  or lower(${data}->>'to') = any($4::text[])
  or lower(${data}->>'email') = any($4::text[])
)`;

/**
 * Deletes an applicant's finished jobs (completed, cancelled, failed, archived, dead-lettered) in
 * the caller's transaction, on PostgreSQL and PGlite alike (both run pg-boss's tables): erasure
 * and retention leave nothing of the applicant in the job tables (decision 275). Jobs still due or
 * running are left to run: their pending messages are gone, so they send nothing, and a kept
 * customer's case may still need its own (the archive upload). Returns how many rows went.
 */
export async function forgetFinishedJobs(
  tx: Database | Transaction,
  keys: JobOwnerKeys,
): Promise<number> {
  const values = [
    keys.userIds ?? [],
    keys.prospectIds ?? [],
    keys.uids ?? [],
    (keys.addresses ?? []).map((address) => address.toLowerCase()),
  ];
  if (values.every((list) => list.length === 0)) return 0;
  const db = bossDbInTransaction(tx);
  const jobs = await db.executeSql(
    `with gone as (
       delete from ${JOBS_SCHEMA}.job
       where (state in ('completed', 'cancelled', 'failed') and ${namesOwner('data')})
          or (name = '${DEAD_LETTER_QUEUE}' and ${namesOwner(`(data->'payload')`)})
       returning 1
     ) select count(*)::int as n from gone`,
    values,
  );
  const archived = await db.executeSql(
    `with gone as (
       delete from ${JOBS_SCHEMA}.archive
       where ${namesOwner('data')} or ${namesOwner(`(data->'payload')`)}
       returning 1
     ) select count(*)::int as n from gone`,
    values,
  );
  return Number(jobs.rows[0]?.n ?? 0) + Number(archived.rows[0]?.n ?? 0);
}
