import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
// The relationship's start is read from the accounts and products, as retention reads across the
// modules' tables (decision 152).
import { bankAccounts } from '../bank-accounts/tables';
import { products } from '../products/tables';
import { relationshipEndRequests, type RelationshipEndRequestRow } from './tables';

// The end of a customer relationship waiting for a second supervisor (decision 268).

type Db = Database | Transaction;

/**
 * The day a customer's relationship began (UTC, YYYY-MM-DD): the account's opening, or for a
 * customer without an account (a deposit or a loan), the day the active product was applied for.
 */
export async function relationshipStartOf(db: Db, prospectId: string): Promise<string | null> {
  const result = await db.execute<{ opened: string | null }>(sql`
    select to_char(coalesce(
      (select min(${bankAccounts.openedAt}) from ${bankAccounts} where ${bankAccounts.prospectId} = ${prospectId}),
      (select min(${products.createdAt}) from ${products}
        where ${products.prospectId} = ${prospectId} and ${products.state} = 'PRODUCT_ACTIVE')
    ) at time zone 'UTC', 'YYYY-MM-DD') as opened
  `);
  return result.rows[0]?.opened ?? null;
}

export async function lockRelationshipEndRequest(
  tx: Transaction,
  prospectId: string,
): Promise<RelationshipEndRequestRow | null> {
  const [row] = await tx
    .select()
    .from(relationshipEndRequests)
    .where(eq(relationshipEndRequests.prospectId, prospectId))
    .for('update');
  return row ?? null;
}

/** The first supervisor's request, replacing any earlier one of the case (decision 268). */
export async function upsertRelationshipEndRequest(
  tx: Transaction,
  row: { prospectId: string; endedOn: string; requestedBy: string; requestedAt: Date },
): Promise<void> {
  const values = { ...row, confirmedBy: null, confirmedAt: null };
  await tx
    .insert(relationshipEndRequests)
    .values(values)
    .onConflictDoUpdate({ target: relationshipEndRequests.prospectId, set: values });
}

export async function confirmRelationshipEndRequest(
  tx: Transaction,
  prospectId: string,
  confirmedBy: string,
  confirmedAt: Date,
): Promise<void> {
  await tx
    .update(relationshipEndRequests)
    .set({ confirmedBy, confirmedAt })
    .where(eq(relationshipEndRequests.prospectId, prospectId));
}
