import type { LongWaitPhase } from '@onboarding/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { dossiers, longProcesses } from '../../infra/db/schema';

export type LongProcessRow = typeof longProcesses.$inferSelect;
export type DossierRow = typeof dossiers.$inferSelect;

export async function findLongProcess(
  tx: Database | Transaction,
  id: string,
): Promise<LongProcessRow | null> {
  const [row] = await tx.select().from(longProcesses).where(eq(longProcesses.id, id)).limit(1);
  return row ?? null;
}

export async function findLongProcessOfProspect(
  tx: Database | Transaction,
  prospectId: string,
): Promise<LongProcessRow | null> {
  const [row] = await tx
    .select()
    .from(longProcesses)
    .where(and(eq(longProcesses.prospectId, prospectId), eq(longProcesses.kind, 'dossier')))
    .limit(1);
  return row ?? null;
}

/** Inserts the prospect's run unless one exists; the row that stands is returned. */
export async function insertLongProcess(
  tx: Transaction,
  row: typeof longProcesses.$inferInsert,
): Promise<LongProcessRow> {
  await tx.insert(longProcesses).values(row).onConflictDoNothing();
  const [stored] = await tx
    .select()
    .from(longProcesses)
    .where(and(eq(longProcesses.prospectId, row.prospectId), eq(longProcesses.kind, row.kind)))
    .limit(1);
  if (stored === undefined) throw new Error('long process row vanished');
  return stored;
}

/** Moves one run to `phase`; nothing when the run was restarted meanwhile (another run number). */
export async function setPhase(
  tx: Database | Transaction,
  id: string,
  run: number,
  phase: LongWaitPhase,
  errorCode: string | null,
  at: Date,
): Promise<LongProcessRow | null> {
  const [row] = await tx
    .update(longProcesses)
    .set({ phase, errorCode, updatedAt: at })
    .where(and(eq(longProcesses.id, id), eq(longProcesses.run, run)))
    .returning();
  return row ?? null;
}

/** A failed run starts again as the next run, from its first phase. */
export async function restartRun(
  tx: Transaction,
  id: string,
  phase: LongWaitPhase,
  at: Date,
): Promise<LongProcessRow | null> {
  const [row] = await tx
    .update(longProcesses)
    .set({
      phase,
      errorCode: null,
      run: sql`${longProcesses.run} + 1`,
      startedAt: at,
      updatedAt: at,
    })
    .where(and(eq(longProcesses.id, id), eq(longProcesses.phase, 'ERROR')))
    .returning();
  return row ?? null;
}

export async function findPhases(
  tx: Database | Transaction,
  prospectIds: readonly string[],
): Promise<{ prospectId: string; phase: LongWaitPhase }[]> {
  if (prospectIds.length === 0) return [];
  return tx
    .select({ prospectId: longProcesses.prospectId, phase: longProcesses.phase })
    .from(longProcesses)
    .where(inArray(longProcesses.prospectId, [...prospectIds]));
}

export async function findDossier(
  tx: Database | Transaction,
  prospectId: string,
): Promise<DossierRow | null> {
  const [row] = await tx
    .select()
    .from(dossiers)
    .where(eq(dossiers.prospectId, prospectId))
    .limit(1);
  return row ?? null;
}

export async function insertDossier(
  tx: Transaction,
  row: typeof dossiers.$inferInsert,
): Promise<void> {
  await tx.insert(dossiers).values(row).onConflictDoNothing();
}
