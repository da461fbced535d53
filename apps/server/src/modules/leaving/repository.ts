import type { Database, Transaction } from '../../infra/db/database';
import { contactRequests } from './tables';

export async function insertContactRequest(
  db: Database | Transaction,
  row: typeof contactRequests.$inferInsert,
): Promise<void> {
  await db.insert(contactRequests).values(row);
}
