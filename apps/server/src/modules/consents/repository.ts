import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { prospectConsents } from '../../infra/db/schema';

export type ConsentsRow = typeof prospectConsents.$inferSelect;

export async function insertConsents(
  tx: Transaction,
  row: typeof prospectConsents.$inferInsert,
): Promise<void> {
  await tx.insert(prospectConsents).values(row);
}

export async function findConsents(
  tx: Database | Transaction,
  prospectId: string,
): Promise<ConsentsRow | null> {
  const [row] = await tx
    .select()
    .from(prospectConsents)
    .where(eq(prospectConsents.prospectId, prospectId))
    .limit(1);
  return row ?? null;
}
