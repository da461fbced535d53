import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { deposits } from './tables';

export type DepositRow = typeof deposits.$inferSelect;

type Db = Database | Transaction;

export async function findDeposit(tx: Db, prospectId: string): Promise<DepositRow | null> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(eq(deposits.prospectId, prospectId))
    .limit(1);
  return row ?? null;
}

/** Chosen again before the consents, the choice replaces the earlier one (decision 231). */
export async function upsertDeposit(tx: Transaction, row: DepositRow): Promise<void> {
  const { prospectId: _prospectId, ...rest } = row;
  await tx
    .insert(deposits)
    .values(row)
    .onConflictDoUpdate({ target: deposits.prospectId, set: rest });
}

export async function markFunded(
  tx: Transaction,
  prospectId: string,
  funding: Pick<DepositRow, 'fundedAt' | 'fundedQuote' | 'amountMinor'>,
): Promise<void> {
  await tx.update(deposits).set(funding).where(eq(deposits.prospectId, prospectId));
}
