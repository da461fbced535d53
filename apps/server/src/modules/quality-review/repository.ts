import { and, asc, desc, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FindingCategory, QualitySampleReason, ReviewVerdict } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import { qualityFinishedIdentifications as finished, type QualityFinishedRow } from './tables';

type Db = Database | Transaction;

export type NewFinishedRow = typeof finished.$inferInsert;

/** Records a finished identification once (a second call for it changes nothing). */
export async function insertFinished(tx: Transaction, row: NewFinishedRow): Promise<boolean> {
  const inserted = await tx
    .insert(finished)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: finished.identificationId });
  return inserted.length > 0;
}

/** Puts a finished identification into the review queue; null when it already is there. */
export async function markSampled(
  tx: Transaction,
  identificationId: string,
  reason: QualitySampleReason,
  at: Date,
): Promise<QualityFinishedRow | null> {
  const [row] = await tx
    .update(finished)
    .set({ sampledAt: at, sampleReason: reason })
    .where(and(eq(finished.identificationId, identificationId), isNull(finished.sampledAt)))
    .returning();
  return row ?? null;
}

export async function findFinished(
  db: Db,
  identificationId: string,
): Promise<QualityFinishedRow | null> {
  const [row] = await db
    .select()
    .from(finished)
    .where(eq(finished.identificationId, identificationId))
    .limit(1);
  return row ?? null;
}

/** Row-locked read for a review recorded in `tx` (two supervisors may race). */
export async function lockFinished(
  tx: Transaction,
  identificationId: string,
): Promise<QualityFinishedRow | null> {
  const [row] = await tx
    .select()
    .from(finished)
    .where(eq(finished.identificationId, identificationId))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The queue: open ones oldest first (the longest waiting on top), reviewed ones newest first. */
export async function findSampled(
  db: Db,
  state: 'OPEN' | 'REVIEWED',
  limit: number,
): Promise<QualityFinishedRow[]> {
  const open = state === 'OPEN';
  return db
    .select()
    .from(finished)
    .where(
      and(
        isNotNull(finished.sampledAt),
        open ? isNull(finished.reviewedAt) : isNotNull(finished.reviewedAt),
      ),
    )
    .orderBy(open ? asc(finished.sampledAt) : desc(finished.reviewedAt))
    .limit(limit);
}

/** Every identification finished in [from, to), oldest first. */
export async function findFinishedBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<QualityFinishedRow[]> {
  return db
    .select()
    .from(finished)
    .where(and(gte(finished.finishedAt, from), lt(finished.finishedAt, to)))
    .orderBy(asc(finished.finishedAt));
}

export interface ReviewChange {
  readonly reviewerId: string;
  readonly reviewerName: string;
  readonly reviewedAt: Date;
  readonly verdict: ReviewVerdict;
  readonly category: FindingCategory | null;
  readonly note: string;
}

/** Records the review of a sampled identification not yet reviewed; null otherwise. */
export async function recordReview(
  tx: Transaction,
  identificationId: string,
  review: ReviewChange,
): Promise<QualityFinishedRow | null> {
  const [row] = await tx
    .update(finished)
    .set(review)
    .where(
      and(
        eq(finished.identificationId, identificationId),
        isNotNull(finished.sampledAt),
        isNull(finished.reviewedAt),
      ),
    )
    .returning();
  return row ?? null;
}
