import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { branches } from '../../infra/db/schema';

export type BranchRow = typeof branches.$inferSelect;

export async function findAllBranches(db: Database | Transaction): Promise<BranchRow[]> {
  return db.select().from(branches).orderBy(asc(branches.name));
}

export async function findBranch(
  db: Database | Transaction,
  id: string,
): Promise<BranchRow | null> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  return row ?? null;
}
