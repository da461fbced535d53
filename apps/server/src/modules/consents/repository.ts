import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { prospectConsents } from './tables';

export type ConsentsRow = typeof prospectConsents.$inferSelect;

/**
 * Stores the answers; a second pass after the video operator sent the applicant back (decision
 * 132) replaces the first (the audit trail keeps every answer ever given).
 */
export async function saveConsents(
  tx: Transaction,
  row: typeof prospectConsents.$inferInsert,
): Promise<void> {
  const { prospectId: _key, ...answers } = row;
  await tx
    .insert(prospectConsents)
    .values(row)
    .onConflictDoUpdate({ target: prospectConsents.prospectId, set: answers });
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
