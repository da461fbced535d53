import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { IdentificationStatus } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import {
  identificationAnswers,
  identifications,
  identificationSnapshots,
  type IdentificationAnswerRow,
  type IdentificationRow,
  type IdentificationSnapshotRow,
} from './tables';

type Db = Database | Transaction;

export type NewIdentificationRow = typeof identifications.$inferInsert;
export type IdentificationChange = Partial<
  Omit<NewIdentificationRow, 'id' | 'prospectId' | 'userId' | 'version'>
>;

const OPEN: IdentificationStatus[] = ['WAITING', 'IN_CALL'];

/** Null when the prospect already has an open identification (the one-open index). */
export async function insertIdentification(
  db: Db,
  row: NewIdentificationRow,
): Promise<IdentificationRow | null> {
  const [inserted] = await db.insert(identifications).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

const selectIdentification = (db: Db, id: string) =>
  db.select().from(identifications).where(eq(identifications.id, id)).limit(1);

export async function findIdentification(db: Db, id: string): Promise<IdentificationRow | null> {
  const [row] = await selectIdentification(db, id);
  return row ?? null;
}

/** Row-locked read for a change made in `tx` (the applicant, an operator and a job may race). */
export async function lockIdentification(
  tx: Transaction,
  id: string,
): Promise<IdentificationRow | null> {
  const [row] = await selectIdentification(tx, id).for('update');
  return row ?? null;
}

export async function findLatestOfProspect(
  db: Db,
  prospectId: string,
): Promise<IdentificationRow | null> {
  const [row] = await db
    .select()
    .from(identifications)
    .where(eq(identifications.prospectId, prospectId))
    .orderBy(desc(identifications.queuedAt), desc(identifications.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findOpenOfProspect(
  db: Db,
  prospectId: string,
): Promise<IdentificationRow | null> {
  const [row] = await db
    .select()
    .from(identifications)
    .where(and(eq(identifications.prospectId, prospectId), inArray(identifications.status, OPEN)))
    .orderBy(desc(identifications.queuedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Applies `change` only while the row is in one of `from`; returns the changed row, or null when
 * it was elsewhere (another operator accepted it, a job closed it). The version counts changes.
 */
export async function moveIdentification(
  db: Db,
  id: string,
  from: readonly IdentificationStatus[],
  change: IdentificationChange,
): Promise<IdentificationRow | null> {
  const [row] = await db
    .update(identifications)
    .set({ ...change, version: sql`${identifications.version} + 1` })
    .where(and(eq(identifications.id, id), inArray(identifications.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * The open identifications in queue order: the operators' queue and the applicants' positions.
 * Applicants back after a correction come first (decision 244), then oldest first.
 */
export async function findOpen(db: Db): Promise<IdentificationRow[]> {
  return db
    .select()
    .from(identifications)
    .where(inArray(identifications.status, OPEN))
    .orderBy(
      desc(identifications.returning),
      asc(identifications.queuedAt),
      asc(identifications.createdAt),
    );
}

/** Calls in progress now (each holds an operator). */
export async function countInCall(db: Db): Promise<number> {
  const [found] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(identifications)
    .where(eq(identifications.status, 'IN_CALL'));
  return found?.count ?? 0;
}

/**
 * Waiting identifications ahead of `row` (its place is one more): every returning applicant ahead
 * of one who is not (decision 244), then those queued before; ties by insertion.
 */
export async function countWaitingBefore(
  db: Db,
  row: Pick<IdentificationRow, 'queuedAt' | 'createdAt' | 'returning'>,
): Promise<number> {
  const sameRank = eq(identifications.returning, row.returning);
  const [found] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(identifications)
    .where(
      and(
        eq(identifications.status, 'WAITING'),
        or(
          row.returning ? sql`false` : eq(identifications.returning, true),
          and(sameRank, lt(identifications.queuedAt, row.queuedAt)),
          and(
            sameRank,
            eq(identifications.queuedAt, row.queuedAt),
            lt(identifications.createdAt, row.createdAt),
          ),
        ),
      ),
    );
  return found?.count ?? 0;
}

/**
 * Figures of the calls since `since` for the estimated wait: the mean minutes of the finished
 * ones and how many distinct operators took calls.
 */
export async function callFiguresSince(
  db: Db,
  since: Date,
): Promise<{ meanSeconds: number | null; operators: number }> {
  const [row] = await db
    .select({
      meanSeconds: sql<
        number | null
      >`avg(extract(epoch from (${identifications.endedAt} - ${identifications.acceptedAt})))::float8`,
      operators: sql<number>`count(distinct ${identifications.operatorId})::int`,
    })
    .from(identifications)
    .where(and(isNotNull(identifications.acceptedAt), gte(identifications.acceptedAt, since)));
  return { meanSeconds: row?.meanSeconds ?? null, operators: row?.operators ?? 0 };
}

/** Finished identifications of one status (or all closed ones), newest first. */
export async function findFinished(
  db: Db,
  statuses: readonly IdentificationStatus[],
  limit: number,
): Promise<IdentificationRow[]> {
  return db
    .select()
    .from(identifications)
    .where(inArray(identifications.status, [...statuses]))
    .orderBy(desc(identifications.queuedAt))
    .limit(limit);
}

/**
 * Counts one try of the in-call code before it is compared, only while tries are left and the code
 * is valid: however many guesses arrive at once, at most `max` are compared (as the login code).
 */
export async function countOtpAttempt(
  db: Db,
  id: string,
  max: number,
  now: Date,
): Promise<{ otpHash: string; otpAttempts: number } | null> {
  const [row] = await db
    .update(identifications)
    .set({ otpAttempts: sql`${identifications.otpAttempts} + 1` })
    .where(
      and(
        eq(identifications.id, id),
        eq(identifications.status, 'IN_CALL'),
        isNotNull(identifications.otpHash),
        lt(identifications.otpAttempts, max),
        sql`${identifications.otpExpiresAt} > ${now}`,
      ),
    )
    .returning({ otpHash: identifications.otpHash, otpAttempts: identifications.otpAttempts });
  return row?.otpHash == null ? null : { otpHash: row.otpHash, otpAttempts: row.otpAttempts };
}

export async function insertAnswer(
  db: Db,
  row: typeof identificationAnswers.$inferInsert,
): Promise<void> {
  await db.insert(identificationAnswers).values(row);
}

export async function findAnswers(
  db: Db,
  identificationId: string,
): Promise<IdentificationAnswerRow[]> {
  return db
    .select()
    .from(identificationAnswers)
    .where(eq(identificationAnswers.identificationId, identificationId))
    .orderBy(asc(identificationAnswers.id));
}

export async function insertSnapshot(
  db: Db,
  row: typeof identificationSnapshots.$inferInsert,
): Promise<void> {
  await db.insert(identificationSnapshots).values(row);
}

export async function findSnapshots(
  db: Db,
  identificationId: string,
): Promise<IdentificationSnapshotRow[]> {
  return db
    .select()
    .from(identificationSnapshots)
    .where(eq(identificationSnapshots.identificationId, identificationId))
    .orderBy(asc(identificationSnapshots.at));
}

/** Every identification of a prospect, oldest first (the case evidence export). */
export async function findIdentificationsOfProspect(
  db: Db,
  prospectId: string,
): Promise<IdentificationRow[]> {
  return db
    .select()
    .from(identifications)
    .where(eq(identifications.prospectId, prospectId))
    .orderBy(asc(identifications.queuedAt));
}

/** Whether the operator is in a call now (decision 244: a returning applicant waits for them only while they are free). */
export async function isOperatorInCall(db: Db, operatorId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: identifications.id })
    .from(identifications)
    .where(and(eq(identifications.status, 'IN_CALL'), eq(identifications.operatorId, operatorId)))
    .limit(1);
  return found !== undefined;
}
