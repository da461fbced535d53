import { desc, eq } from 'drizzle-orm';
import type { Transaction } from '../../infra/db/database';
import { eligibilityDecisions } from './tables';

export async function insertDecision(
  tx: Transaction,
  row: typeof eligibilityDecisions.$inferInsert,
): Promise<void> {
  await tx.insert(eligibilityDecisions).values(row);
}

export async function findLatestDecision(tx: Transaction, prospectId: string) {
  const [row] = await tx
    .select()
    .from(eligibilityDecisions)
    .where(eq(eligibilityDecisions.prospectId, prospectId))
    .orderBy(desc(eligibilityDecisions.createdAt))
    .limit(1);
  return row ?? null;
}
