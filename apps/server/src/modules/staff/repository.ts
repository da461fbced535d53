import type { Language, StaffRole } from '@onboarding/domain';
import { and, asc, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { type StaffAccountRow, staffAccounts, staffSessions } from './tables';

type Db = Database | Transaction;

export interface NewStaffAccount {
  readonly id: string;
  readonly email: string;
  readonly fullName: string;
  readonly role: StaffRole;
  readonly passwordHash: string;
  readonly language: Language;
  readonly createdBy: string | null;
  readonly now: Date;
}

/** False when the e-mail is taken (the unique index decides, so two creations cannot both win). */
export async function insertStaffAccount(tx: Db, account: NewStaffAccount): Promise<boolean> {
  const inserted = await tx
    .insert(staffAccounts)
    .values({
      id: account.id,
      email: account.email,
      fullName: account.fullName,
      role: account.role,
      passwordHash: account.passwordHash,
      language: account.language,
      createdBy: account.createdBy,
      createdAt: account.now,
      updatedAt: account.now,
    })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning({ id: staffAccounts.id });
  return inserted.length === 1;
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffAccountRow | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return row ?? null;
}

export async function findStaffById(db: Db, id: string): Promise<StaffAccountRow | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row ?? null;
}

export function listStaffAccounts(db: Db): Promise<StaffAccountRow[]> {
  return db
    .select()
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.fullName), asc(staffAccounts.email));
}

export async function countStaffAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(staffAccounts);
  return row?.total ?? 0;
}

/** The secret shown at enrolment; kept only while the account has not confirmed a code. */
export async function storeTotpSecret(db: Db, id: string, sealed: string, now: Date) {
  await db
    .update(staffAccounts)
    .set({ totpSecretSealed: sealed, updatedAt: now })
    .where(and(eq(staffAccounts.id, id), isNull(staffAccounts.totpEnrolledAt)));
}

/**
 * Counts one wrong password in one atomic UPDATE and locks the account at the limit; returns the
 * count, so concurrent guesses each see their own.
 */
export async function countLoginFailure(
  tx: Db,
  id: string,
  limit: number,
  lockedUntil: Date,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .update(staffAccounts)
    .set({
      failedLogins: sql`${staffAccounts.failedLogins} + 1`,
      lockedUntil: sql`case when ${staffAccounts.failedLogins} + 1 >= ${limit}
        then ${lockedUntil.toISOString()}::timestamptz else ${staffAccounts.lockedUntil} end`,
      updatedAt: now,
    })
    .where(eq(staffAccounts.id, id))
    .returning({ failedLogins: staffAccounts.failedLogins });
  return row?.failedLogins ?? 0;
}

export async function clearLoginFailures(db: Db, id: string, now: Date) {
  await db
    .update(staffAccounts)
    .set({ failedLogins: 0, lockedUntil: null, updatedAt: now })
    .where(eq(staffAccounts.id, id));
}

/**
 * Accepts the code of `step` once: the UPDATE moves the last step forward only past it, so of two
 * requests with one code (a replay, or a double submit) exactly one succeeds. The first accepted
 * code also completes the enrolment.
 */
export async function acceptTotpStep(db: Db, id: string, step: number, now: Date) {
  const updated = await db
    .update(staffAccounts)
    .set({
      totpLastStep: step,
      totpEnrolledAt: sql`coalesce(${staffAccounts.totpEnrolledAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(staffAccounts.id, id),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return updated.length === 1;
}

/** A lost phone: the next sign-in enrols a new secret (any old code is then worthless). */
export async function clearTotp(tx: Db, id: string, now: Date) {
  await tx
    .update(staffAccounts)
    .set({ totpSecretSealed: null, totpEnrolledAt: null, totpLastStep: null, updatedAt: now })
    .where(eq(staffAccounts.id, id));
}

export async function setStaffDisabled(tx: Db, id: string, disabledAt: Date | null, now: Date) {
  await tx
    .update(staffAccounts)
    .set({ disabledAt, updatedAt: now })
    .where(eq(staffAccounts.id, id));
}

export interface NewStaffSession {
  readonly idHash: string;
  readonly staffId: string;
  readonly now: Date;
  readonly expiresAt: Date;
  readonly secondFactorAt: Date | null;
  readonly ip: string;
  readonly userAgent: string | null;
}

export async function insertStaffSession(db: Db, session: NewStaffSession) {
  await db.insert(staffSessions).values({
    idHash: session.idHash,
    staffId: session.staffId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
    secondFactorAt: session.secondFactorAt,
    ip: session.ip,
    userAgent: session.userAgent,
  });
}

/** A live session (not revoked, not expired, used within the idle timeout) and its account. */
export async function findLiveSession(db: Db, idHash: string, now: Date, idleFloor: Date) {
  const [row] = await db
    .select({ session: staffSessions, account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleFloor),
        isNull(staffAccounts.disabledAt),
      ),
    );
  return row ?? null;
}

export async function touchStaffSession(db: Db, idHash: string, now: Date) {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
}

/**
 * Counts one wrong code of a pending session before anything else, in one UPDATE, so however many
 * guesses arrive together each sees its own count; null when the session is no longer pending.
 */
export async function countTotpFailure(db: Db, idHash: string): Promise<number | null> {
  const [row] = await db
    .update(staffSessions)
    .set({ totpFailures: sql`${staffSessions.totpFailures} + 1` })
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        isNull(staffSessions.revokedAt),
        isNull(staffSessions.secondFactorAt),
      ),
    )
    .returning({ totpFailures: staffSessions.totpFailures });
  return row?.totpFailures ?? null;
}

/** Ends one session; true when it was live (so two requests cannot both end, then use, it). */
export async function revokeStaffSession(db: Db, idHash: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.idHash, idHash), isNull(staffSessions.revokedAt)))
    .returning({ idHash: staffSessions.idHash });
  return revoked.length === 1;
}

export async function revokeAllStaffSessions(tx: Db, staffId: string, now: Date) {
  const revoked = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ idHash: staffSessions.idHash });
  return revoked.length;
}

/** Housekeeping: forgets sessions ended before `before`. */
export async function sweepStaffSessions(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, before),
        and(isNotNull(staffSessions.revokedAt), lt(staffSessions.revokedAt, before)),
      ),
    )
    .returning({ idHash: staffSessions.idHash });
  return deleted.length;
}
