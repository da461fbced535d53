import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { documentReadings } from './tables';

export type DocumentReadingRow = typeof documentReadings.$inferSelect;
type Executor = Database | Transaction;

export async function insertReading(
  db: Executor,
  row: typeof documentReadings.$inferInsert,
): Promise<void> {
  await db.insert(documentReadings).values(row);
}

/**
 * Ends a PENDING reading; a row no longer PENDING (or deleted with its document) is left alone.
 * True when the reading was ended.
 */
export async function finishReading(
  db: Executor,
  id: string,
  outcome: { status: 'READ' | 'UNREADABLE'; sealedValues: string | null; readAt: Date },
): Promise<boolean> {
  const ended = await db
    .update(documentReadings)
    .set(outcome)
    .where(and(eq(documentReadings.id, id), eq(documentReadings.status, 'PENDING')))
    .returning({ id: documentReadings.id });
  return ended.length > 0;
}

export async function latestReadingOf(
  db: Executor,
  prospectId: string,
): Promise<DocumentReadingRow | undefined> {
  const [row] = await db
    .select()
    .from(documentReadings)
    .where(eq(documentReadings.prospectId, prospectId))
    .orderBy(desc(documentReadings.createdAt))
    .limit(1);
  return row;
}

/** The sealed values of the prospect's latest reading that was read; null when none was. */
export async function latestReadSealedValues(
  db: Executor,
  prospectId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ sealed: documentReadings.sealedValues })
    .from(documentReadings)
    .where(and(eq(documentReadings.prospectId, prospectId), eq(documentReadings.status, 'READ')))
    .orderBy(desc(documentReadings.readAt))
    .limit(1);
  return row?.sealed ?? null;
}

/**
 * PENDING readings of a prospect requested before `before`: their job ran out of retries (it is in
 * the dead letters), so nothing will read them any more.
 */
export async function failStalePending(
  db: Executor,
  prospectId: string,
  { before, readAt }: { before: Date; readAt: Date },
): Promise<void> {
  await db
    .update(documentReadings)
    .set({ status: 'UNREADABLE', readAt })
    .where(
      and(
        eq(documentReadings.prospectId, prospectId),
        eq(documentReadings.status, 'PENDING'),
        lt(documentReadings.createdAt, before),
      ),
    );
}

/** Every reading of a prospect, oldest first (the case evidence export). */
export async function readingsOf(db: Executor, prospectId: string): Promise<DocumentReadingRow[]> {
  return db
    .select()
    .from(documentReadings)
    .where(eq(documentReadings.prospectId, prospectId))
    .orderBy(documentReadings.createdAt);
}
