import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { prospects } from '../../infra/db/schema';

export type ProspectRow = typeof prospects.$inferSelect;

export async function insertProspect(
  db: Database | Transaction,
  row: typeof prospects.$inferInsert,
): Promise<ProspectRow> {
  const [inserted] = await db.insert(prospects).values(row).returning();
  if (inserted === undefined) throw new Error('prospect insert returned nothing');
  return inserted;
}

export async function findProspectsOfUser(db: Database | Transaction, userId: string) {
  return db
    .select()
    .from(prospects)
    .where(eq(prospects.userId, userId))
    .orderBy(asc(prospects.createdAt));
}
