import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { handoffSessions, handoffTransactions, type HandoffTransactionRow } from './tables';

type Db = Database | Transaction;

export type NewHandoffRow = typeof handoffTransactions.$inferInsert;

export async function insertHandoff(db: Db, row: NewHandoffRow): Promise<HandoffTransactionRow> {
  const [inserted] = await db.insert(handoffTransactions).values(row).returning();
  if (inserted === undefined) throw new Error('hand-off insert returned no row');
  return inserted;
}

export async function findHandoff(db: Db, id: string): Promise<HandoffTransactionRow | null> {
  const [row] = await db
    .select()
    .from(handoffTransactions)
    .where(eq(handoffTransactions.id, id))
    .limit(1);
  return row ?? null;
}

export async function updateHandoff(
  db: Db,
  id: string,
  change: Partial<Omit<NewHandoffRow, 'id' | 'prospectId'>>,
): Promise<HandoffTransactionRow | null> {
  const [row] = await db
    .update(handoffTransactions)
    .set(change)
    .where(eq(handoffTransactions.id, id))
    .returning();
  return row ?? null;
}

export async function findHandoffsOfProspect(
  db: Db,
  prospectId: string,
): Promise<HandoffTransactionRow[]> {
  return db
    .select()
    .from(handoffTransactions)
    .where(eq(handoffTransactions.prospectId, prospectId))
    .orderBy(desc(handoffTransactions.createdAt), desc(handoffTransactions.id));
}

export async function insertHandoffSession(
  db: Db,
  row: typeof handoffSessions.$inferInsert,
): Promise<void> {
  await db.insert(handoffSessions).values(row);
}

export async function findActiveHandoffSession(db: Db, secretHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(handoffSessions)
    .where(and(eq(handoffSessions.secretHash, secretHash), gt(handoffSessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
