import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { bankConnections, bankStatements } from './tables';
import type { BankConnectionState } from './tables';

export type BankConnectionRow = typeof bankConnections.$inferSelect;
export type BankStatementRow = typeof bankStatements.$inferSelect;

export async function insertConnection(
  tx: Database | Transaction,
  row: typeof bankConnections.$inferInsert,
): Promise<void> {
  await tx.insert(bankConnections).values(row);
}

export async function findConnection(
  tx: Database | Transaction,
  id: string,
): Promise<BankConnectionRow | null> {
  const [row] = await tx.select().from(bankConnections).where(eq(bankConnections.id, id)).limit(1);
  return row ?? null;
}

/** Updates a connection that is still in one of `from`; null when it moved meanwhile. */
export async function updateConnection(
  tx: Database | Transaction,
  id: string,
  from: readonly BankConnectionState[],
  change: Partial<
    Pick<
      BankConnectionRow,
      'state' | 'externalId' | 'sealedSecret' | 'failure' | 'wrongCodes' | 'providerName'
    >
  >,
  now: Date,
): Promise<BankConnectionRow | null> {
  const [row] = await tx
    .update(bankConnections)
    .set({ ...change, updatedAt: now })
    .where(and(eq(bankConnections.id, id), inArray(bankConnections.state, [...from])))
    .returning();
  return row ?? null;
}

/** One more wrong code, counted in the database so parallel requests cannot share a try. */
export async function countWrongCode(
  tx: Database | Transaction,
  id: string,
  now: Date,
): Promise<BankConnectionRow | null> {
  const [row] = await tx
    .update(bankConnections)
    .set({ wrongCodes: sql`${bankConnections.wrongCodes} + 1`, updatedAt: now })
    .where(and(eq(bankConnections.id, id), eq(bankConnections.state, 'INTERACTIVE')))
    .returning();
  return row ?? null;
}

export async function connectionsSince(
  tx: Database | Transaction,
  prospectId: string,
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(bankConnections)
    .where(and(eq(bankConnections.prospectId, prospectId), gte(bankConnections.createdAt, since)));
  return row?.value ?? 0;
}

export async function insertStatement(
  tx: Database | Transaction,
  row: typeof bankStatements.$inferInsert,
): Promise<void> {
  await tx.insert(bankStatements).values(row);
}

export async function latestStatement(
  tx: Database | Transaction,
  prospectId: string,
): Promise<BankStatementRow | null> {
  const [row] = await tx
    .select()
    .from(bankStatements)
    .where(eq(bankStatements.prospectId, prospectId))
    .orderBy(desc(bankStatements.createdAt), desc(bankStatements.readAt))
    .limit(1);
  return row ?? null;
}

/** Every connection of a prospect, oldest first (the case evidence export). */
export async function connectionsOf(tx: Database | Transaction, prospectId: string) {
  return tx
    .select()
    .from(bankConnections)
    .where(eq(bankConnections.prospectId, prospectId))
    .orderBy(bankConnections.createdAt);
}

/** Every statement read for a prospect, oldest first (the case evidence export). */
export async function statementsOf(
  tx: Database | Transaction,
  prospectId: string,
): Promise<BankStatementRow[]> {
  return tx
    .select()
    .from(bankStatements)
    .where(eq(bankStatements.prospectId, prospectId))
    .orderBy(bankStatements.createdAt);
}
