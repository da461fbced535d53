import { type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Transaction } from '../db/database';

/** The database pg-boss talks to: `executeSql(text, values)` (its `db` option, 10.x). */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss on the app's own connections: the PostgreSQL pool, or the one PGlite connection.
 *
 * Once the queue is stopping, a job that outlived the graceful stop may still complete after the
 * app has closed its database; pg-boss would then reject outside any caller (an unhandled
 * rejection). Such a late call gets no rows instead, and a command that counts what it changed
 * (complete, fail, cancel: `… SELECT COUNT(*) FROM results`, whose first row pg-boss reads) a count
 * of none: the job stays active, expires and is run again, as a job cut off by a stop always is.
 */
/** pg-boss's commands that answer how many jobs they changed (its plans.js). */
const COUNTED_COMMAND = /SELECT COUNT\(\*\)(?: as count)? FROM results\s*$/i;

export function bossDbOf(
  database: Pick<DatabaseHandle, 'executeSql'>,
  isStopping: () => boolean,
): BossDb {
  return {
    async executeSql(text, values) {
      try {
        return await database.executeSql(text, values);
      } catch (error) {
        if (isStopping()) return { rows: COUNTED_COMMAND.test(text) ? [{ count: '0' }] : [] };
        throw error;
      }
    },
  };
}

/**
 * pg-boss inside a Drizzle transaction (the transactional outbox of DESIGN "Background work"): its
 * positional parameters become Drizzle parameters, so the job is written by the transaction's own
 * connection and exists only if the transaction commits.
 */
export function bossDbInTransaction(tx: Database | Transaction): BossDb {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute<Record<string, unknown>>(withParameters(text, values));
      return { rows: result.rows };
    },
  };
}

function withParameters(text: string, values: readonly unknown[]): SQL {
  const query = sql.empty();
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = match.index;
    query.append(sql.raw(text.slice(last, index)));
    // sql.param keeps an array one parameter (a plain interpolation would expand it to a list).
    query.append(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = index + match[0].length;
  }
  query.append(sql.raw(text.slice(last)));
  return query;
}
