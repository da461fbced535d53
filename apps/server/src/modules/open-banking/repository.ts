import { and, count, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { bankConnections, bankStatements, sandboxBankGrants } from './tables';
import type { BankConnectionState, SandboxGrantStage } from './tables';

export type BankConnectionRow = typeof bankConnections.$inferSelect;
export type BankStatementRow = typeof bankStatements.$inferSelect;
export type SandboxGrantRow = typeof sandboxBankGrants.$inferSelect;

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

/** The PENDING connection a bank's redirect back names by its state (decision 250). */
export async function pendingConnectionByState(
  tx: Database | Transaction,
  stateHash: string,
): Promise<BankConnectionRow | null> {
  const [row] = await tx
    .select()
    .from(bankConnections)
    .where(and(eq(bankConnections.stateHash, stateHash), eq(bankConnections.state, 'PENDING')))
    .limit(1);
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

/** A new login of the sandbox bank; its expired ones are cleared on the way (they are few). */
export async function insertSandboxGrant(
  tx: Database | Transaction,
  row: typeof sandboxBankGrants.$inferInsert,
  now: Date,
): Promise<void> {
  await tx.delete(sandboxBankGrants).where(lt(sandboxBankGrants.expiresAt, now));
  await tx.insert(sandboxBankGrants).values(row);
}

/** A sandbox login still at `stage` and not expired. */
export async function liveSandboxGrant(
  tx: Database | Transaction,
  id: string,
  stage: SandboxGrantStage,
  now: Date,
): Promise<SandboxGrantRow | null> {
  const [row] = await tx
    .select()
    .from(sandboxBankGrants)
    .where(
      and(
        eq(sandboxBankGrants.id, id),
        eq(sandboxBankGrants.stage, stage),
        gt(sandboxBankGrants.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Moves a live SMS-stage login on; null when it moved or expired meanwhile. */
export async function updateSandboxGrant(
  tx: Database | Transaction,
  id: string,
  from: SandboxGrantStage,
  change: Partial<Pick<SandboxGrantRow, 'stage' | 'codeHash' | 'expiresAt'>>,
  now: Date,
): Promise<SandboxGrantRow | null> {
  const [row] = await tx
    .update(sandboxBankGrants)
    .set(change)
    .where(
      and(
        eq(sandboxBankGrants.id, id),
        eq(sandboxBankGrants.stage, from),
        gt(sandboxBankGrants.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** One more wrong SMS code, counted in the database. */
export async function countSandboxWrongCode(
  tx: Database | Transaction,
  id: string,
): Promise<number | null> {
  const [row] = await tx
    .update(sandboxBankGrants)
    .set({ wrongCodes: sql`${sandboxBankGrants.wrongCodes} + 1` })
    .where(and(eq(sandboxBankGrants.id, id), eq(sandboxBankGrants.stage, 'SMS')))
    .returning({ wrongCodes: sandboxBankGrants.wrongCodes });
  return row?.wrongCodes ?? null;
}

/**
 * Uses an authorization code: once, before it expires, for the state it was issued with. Null
 * for an unknown, used, expired or misplaced code.
 */
export async function useSandboxCode(
  tx: Database | Transaction,
  codeHash: string,
  state: string,
  now: Date,
): Promise<SandboxGrantRow | null> {
  const [row] = await tx
    .update(sandboxBankGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(sandboxBankGrants.codeHash, codeHash),
        eq(sandboxBankGrants.stage, 'CODE'),
        eq(sandboxBankGrants.state, state),
        isNull(sandboxBankGrants.usedAt),
        gt(sandboxBankGrants.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
