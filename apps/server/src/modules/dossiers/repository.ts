import type { LongProcessContentKey, LongWaitPhase } from '@onboarding/domain';
import { FINAL_LONG_WAIT_PHASES } from '@onboarding/domain';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { dossiers, longProcesses } from './tables';

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

/** The prospect's run of one kind (a prospect has at most one of each). */
export async function findRunOfKind(
  tx: Database | Transaction,
  prospectId: string,
  kind: LongProcessContentKey,
): Promise<LongProcessRow | null> {
  const [row] = await tx
    .select()
    .from(longProcesses)
    .where(and(eq(longProcesses.prospectId, prospectId), eq(longProcesses.kind, kind)))
    .limit(1);
  return row ?? null;
}

/**
 * The run the prospect's screen follows when it has several (a loan: the risk run, then the
 * dossier run after the choice): one still going on before one that is over, then the one started
 * last.
 */
export function latestRun<T extends Pick<LongProcessRow, 'phase' | 'startedAt'>>(
  rows: readonly T[],
): T | null {
  const final = new Set<LongWaitPhase>(FINAL_LONG_WAIT_PHASES);
  let best: T | null = null;
  for (const row of rows) {
    if (best === null) {
      best = row;
      continue;
    }
    const active = !final.has(row.phase);
    const bestActive = !final.has(best.phase);
    if (active !== bestActive) {
      if (active) best = row;
    } else if (row.startedAt.getTime() >= best.startedAt.getTime()) {
      best = row;
    }
  }
  return best;
}

export async function findRunsOfProspect(
  tx: Database | Transaction,
  prospectId: string,
): Promise<LongProcessRow[]> {
  return tx.select().from(longProcesses).where(eq(longProcesses.prospectId, prospectId));
}

/** Every run not yet in a final phase, oldest first (the supervisor's list). */
export async function findRunningRuns(tx: Database | Transaction): Promise<LongProcessRow[]> {
  return tx
    .select()
    .from(longProcesses)
    .where(notInArray(longProcesses.phase, [...FINAL_LONG_WAIT_PHASES]))
    .orderBy(desc(longProcesses.updatedAt))
    .limit(500);
}

/**
 * Starts the prospect's run of a kind: inserted, or (when one exists, e.g. an identification
 * approved again after a REDO) started again as the next run from `phase`.
 */
export async function upsertRun(
  tx: Transaction,
  row: typeof longProcesses.$inferInsert,
): Promise<LongProcessRow> {
  const [stored] = await tx
    .insert(longProcesses)
    .values(row)
    .onConflictDoUpdate({
      target: [longProcesses.prospectId, longProcesses.kind],
      set: {
        phase: row.phase,
        process: row.process,
        errorCode: null,
        run: sql`${longProcesses.run} + 1`,
        startedAt: row.startedAt,
        updatedAt: row.updatedAt,
      },
    })
    .returning();
  if (stored === undefined) throw new Error('long process row vanished');
  return stored;
}

/** A run's phase change: only while it is run `run` (when given) and in one of `from`. */
export interface PhaseMove {
  readonly run?: number;
  readonly from?: readonly LongWaitPhase[];
  readonly to: LongWaitPhase;
  readonly errorCode?: string | null;
}

/**
 * Moves a run from one of `from` to `to` (any phase but CANCELLED when `from` is omitted); null
 * when it is elsewhere, was cancelled or was restarted as another run meanwhile.
 */
export async function movePhase(
  tx: Database | Transaction,
  id: string,
  change: PhaseMove & { readonly at: Date },
): Promise<LongProcessRow | null> {
  const conditions = [eq(longProcesses.id, id)];
  if (change.run !== undefined) conditions.push(eq(longProcesses.run, change.run));
  conditions.push(
    change.from === undefined
      ? notInArray(longProcesses.phase, ['CANCELLED'])
      : inArray(longProcesses.phase, [...change.from]),
  );
  const [row] = await tx
    .update(longProcesses)
    .set({ phase: change.to, errorCode: change.errorCode ?? null, updatedAt: change.at })
    .where(and(...conditions))
    .returning();
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
    .where(
      and(
        eq(longProcesses.id, id),
        eq(longProcesses.run, run),
        // A supervisor's cancellation stands: the job stops at its next phase.
        notInArray(longProcesses.phase, ['CANCELLED']),
      ),
    )
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
  const rows = await tx
    .select({
      prospectId: longProcesses.prospectId,
      phase: longProcesses.phase,
      startedAt: longProcesses.startedAt,
    })
    .from(longProcesses)
    .where(inArray(longProcesses.prospectId, [...prospectIds]));
  const byProspect = new Map<string, typeof rows>();
  for (const row of rows)
    byProspect.set(row.prospectId, [...(byProspect.get(row.prospectId) ?? []), row]);
  return [...byProspect.entries()].flatMap(([prospectId, runs]) => {
    const latest = latestRun(runs);
    return latest === null ? [] : [{ prospectId, phase: latest.phase }];
  });
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
