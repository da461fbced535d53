import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { documentReadings } from '../../infra/db/schema';

export type DocumentReadingRow = typeof documentReadings.$inferSelect;
type Executor = Database | Transaction;

export async function insertReading(
  db: Executor,
  row: typeof documentReadings.$inferInsert,
): Promise<void> {
  await db.insert(documentReadings).values(row);
}

/** Ends a PENDING reading; a row no longer PENDING (or deleted with its document) is left alone. */
export async function finishReading(
  db: Executor,
  id: string,
  outcome: { status: 'READ' | 'UNREADABLE'; sealedValues: string | null; readAt: Date },
): Promise<void> {
  await db
    .update(documentReadings)
    .set(outcome)
    .where(and(eq(documentReadings.id, id), eq(documentReadings.status, 'PENDING')));
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

/**
 * PENDING readings of a prospect started before `before` and not being read by this process: the
 * process that had them ended first (a crash, a deploy).
 */
export async function failStalePending(
  db: Executor,
  prospectId: string,
  { before, readAt, inFlight }: { before: Date; readAt: Date; inFlight: readonly string[] },
): Promise<void> {
  await db
    .update(documentReadings)
    .set({ status: 'UNREADABLE', readAt })
    .where(
      and(
        eq(documentReadings.prospectId, prospectId),
        eq(documentReadings.status, 'PENDING'),
        lt(documentReadings.createdAt, before),
        inFlight.length > 0 ? notInArray(documentReadings.id, [...inFlight]) : undefined,
      ),
    );
}
