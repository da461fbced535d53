import type { ProcessName, ProspectState } from '@onboarding/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { prospectCorrections, prospects } from './tables';

export type ProspectRow = typeof prospects.$inferSelect;

export async function insertProspect(
  db: Database | Transaction,
  row: typeof prospects.$inferInsert,
): Promise<ProspectRow> {
  const [inserted] = await db.insert(prospects).values(row).returning();
  if (inserted === undefined) throw new Error('prospect insert returned nothing');
  return inserted;
}

/**
 * Holds, until `tx` ends, the account's applications against a second start of the same moment
 * (decision 290): the next start of the account waits here, then sees this one's.
 */
export async function lockApplicationsOfUser(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`applications:${userId}`}))`);
}

export async function findProspectsOfUser(db: Database | Transaction, userId: string) {
  return db
    .select()
    .from(prospects)
    .where(eq(prospects.userId, userId))
    .orderBy(asc(prospects.createdAt));
}

export async function findProspect(db: Database | Transaction, prospectId: string) {
  const [row] = await db.select().from(prospects).where(eq(prospects.id, prospectId)).limit(1);
  return row ?? null;
}

/**
 * The reads every step request makes, built once and prepared (named statements: PostgreSQL
 * parses and plans them once per connection), for calls outside a transaction.
 */
export function prepareProspectReads(db: Database) {
  const byId = db
    .select()
    .from(prospects)
    .where(eq(prospects.id, sql.placeholder('id')))
    .limit(1)
    .prepare('prospect_by_id');
  return {
    async findProspect(prospectId: string): Promise<ProspectRow | null> {
      const [row] = await byId.execute({ id: prospectId });
      return row ?? null;
    },
  };
}

/**
 * Moves the prospect only when it is in one of `from`: the condition sits in the UPDATE itself,
 * so two requests racing for the same step cannot both pass. Returns whether it moved.
 */
export async function moveProspectState(
  db: Database | Transaction,
  prospectId: string,
  from: readonly ProspectState[],
  to: ProspectState,
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(prospects)
    .set({ state: to, updatedAt: now })
    .where(and(eq(prospects.id, prospectId), inArray(prospects.state, [...from])))
    .returning({ id: prospects.id });
  return moved.length === 1;
}

/**
 * Changes the prospect's process only when it is still `from` (a loan that continues as an
 * account, decision 147): the condition sits in the UPDATE. Returns whether it changed.
 */
export async function changeProspectProcess(
  db: Database | Transaction,
  prospectId: string,
  from: ProcessName,
  to: ProcessName,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(prospects)
    .set({ processName: to, updatedAt: now })
    .where(and(eq(prospects.id, prospectId), eq(prospects.processName, from)))
    .returning({ id: prospects.id });
  return changed.length === 1;
}

export type CorrectionRow = typeof prospectCorrections.$inferSelect;
export type NewCorrectionRow = typeof prospectCorrections.$inferInsert;

/** Null when the prospect already has an open correction (the one-open index). */
export async function insertCorrection(
  db: Database | Transaction,
  row: NewCorrectionRow,
): Promise<CorrectionRow | null> {
  const [inserted] = await db
    .insert(prospectCorrections)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** The prospect's open correction, if any. */
export async function findOpenCorrection(
  db: Database | Transaction,
  prospectId: string,
): Promise<CorrectionRow | null> {
  const [row] = await db
    .select()
    .from(prospectCorrections)
    .where(
      and(eq(prospectCorrections.prospectId, prospectId), isNull(prospectCorrections.resolvedAt)),
    )
    .limit(1);
  return row ?? null;
}

/** The prospect's newest correction, open or resolved. */
export async function findLatestCorrection(
  db: Database | Transaction,
  prospectId: string,
): Promise<CorrectionRow | null> {
  const [row] = await db
    .select()
    .from(prospectCorrections)
    .where(eq(prospectCorrections.prospectId, prospectId))
    .orderBy(desc(prospectCorrections.openedAt))
    .limit(1);
  return row ?? null;
}

/** Closes the open correction; false when there was none (resolved by a racing request). */
export async function resolveCorrection(
  db: Database | Transaction,
  id: string,
  now: Date,
): Promise<boolean> {
  const resolved = await db
    .update(prospectCorrections)
    .set({ resolvedAt: now })
    .where(and(eq(prospectCorrections.id, id), isNull(prospectCorrections.resolvedAt)))
    .returning({ id: prospectCorrections.id });
  return resolved.length === 1;
}
