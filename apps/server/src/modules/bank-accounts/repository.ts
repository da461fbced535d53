import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { bankAccounts } from './tables';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export async function findAccount(
  tx: Database | Transaction,
  prospectId: string,
): Promise<BankAccountRow | null> {
  const [row] = await tx
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.prospectId, prospectId))
    .limit(1);
  return row ?? null;
}

/** Inserts unless the prospect or the number already has an account; true when it was inserted. */
export async function insertAccount(
  tx: Transaction,
  row: typeof bankAccounts.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(bankAccounts)
    .values(row)
    .onConflictDoNothing()
    .returning({ prospectId: bankAccounts.prospectId });
  return inserted.length === 1;
}
