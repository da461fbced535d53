import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './database';

/**
 * NOTIFY on the connection of `tx`: PostgreSQL delivers it to every listening instance when, and
 * only if, the transaction commits (at once when `tx` is the database itself).
 */
export async function notifyOnCommit(
  tx: Database | Transaction,
  channel: string,
  payload: string,
): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}
