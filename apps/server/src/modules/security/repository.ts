import type { Language, TokenPurpose } from '@onboarding/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import {
  emailOptOuts,
  loginGuards,
  otpCodes,
  registrations,
  socialIdentities,
  usedTokens,
  users,
  type RegistrationRow,
  type UserRow,
} from './tables';

type Db = Database | Transaction;

/** The one kind of one-time code so far: the sign-in code. */
export type OtpPurpose = 'LOGIN';

export type { RegistrationRow, UserRow };
export type OtpCodeRow = typeof otpCodes.$inferSelect;
export type LoginGuardRow = typeof loginGuards.$inferSelect;

// Users ---------------------------------------------------------------------------------------

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserByUid(db: Db, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid));
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Null when the e-mail is taken already (the unique index decides, also under a race). */
export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<UserRow | null> {
  const [inserted] = await db.insert(users).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updatePassword(db: Db, userId: string, passwordHash: string, now: Date) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

// Registrations -------------------------------------------------------------------------------

/** One pending registration per uid: a new submission replaces the previous one. */
export async function upsertRegistration(db: Db, row: typeof registrations.$inferInsert) {
  const { uid: _uid, createdAt: _createdAt, ...changes } = row;
  await db
    .insert(registrations)
    .values(row)
    .onConflictDoUpdate({ target: registrations.uid, set: { ...changes, completedAt: null } });
}

export async function findPendingRegistration(
  db: Db,
  uid: string,
): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.uid, uid), isNull(registrations.completedAt)));
  return row ?? null;
}

export async function findRegistrationForUpdate(db: Db, uid: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.uid, uid))
    .for('update');
  return row ?? null;
}

export async function findLatestPendingRegistrationByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.email, email), isNull(registrations.completedAt)))
    .orderBy(desc(registrations.updatedAt))
    .limit(1);
  return row ?? null;
}

export async function updateRegistrationLanguage(db: Db, uid: string, language: Language) {
  await db.update(registrations).set({ language }).where(eq(registrations.uid, uid));
}

export async function completeRegistration(db: Db, uid: string, userId: string, now: Date) {
  await db
    .update(registrations)
    .set({ completedAt: now, userId, updatedAt: now })
    .where(eq(registrations.uid, uid));
}

// Single-use tokens ---------------------------------------------------------------------------

/** False when the token was used before (its id is recorded already). */
export async function markTokenUsed(db: Db, jtiHash: string, purpose: TokenPurpose, now: Date) {
  const inserted = await db
    .insert(usedTokens)
    .values({ jtiHash, purpose, usedAt: now })
    .onConflictDoNothing()
    .returning({ jtiHash: usedTokens.jtiHash });
  return inserted.length === 1;
}

// Failed sign-ins -----------------------------------------------------------------------------

export async function findLoginGuard(db: Db, username: string) {
  const [row] = await db.select().from(loginGuards).where(eq(loginGuards.username, username));
  return row ?? null;
}

/**
 * The guard of an address, made if missing and locked for the rest of `tx`, so concurrent failures
 * are counted one after the other (decision 160).
 */
export async function lockLoginGuard(
  tx: Transaction,
  username: string,
  now: Date,
): Promise<LoginGuardRow> {
  await tx.insert(loginGuards).values({ username, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(loginGuards)
    .where(eq(loginGuards.username, username))
    .for('update');
  if (row === undefined) throw new Error('the login guard was not made');
  return row;
}

export async function updateLoginGuard(
  db: Db,
  username: string,
  changes: Omit<LoginGuardRow, 'username'>,
) {
  await db.update(loginGuards).set(changes).where(eq(loginGuards.username, username));
}

/** A successful sign-in or a new password: the count starts again and any block is lifted. */
export async function clearLoginGuard(db: Db, username: string) {
  await db.delete(loginGuards).where(eq(loginGuards.username, username));
}

// One-time codes ------------------------------------------------------------------------------

export async function voidActiveCodes(db: Db, userId: string, purpose: OtpPurpose, now: Date) {
  await db
    .update(otpCodes)
    .set({ voidedAt: now })
    .where(
      and(
        eq(otpCodes.userId, userId),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.voidedAt),
      ),
    );
}

export async function insertCode(db: Db, row: typeof otpCodes.$inferInsert) {
  await db.insert(otpCodes).values(row);
}

export async function voidCode(db: Db, id: string, now: Date) {
  await db.update(otpCodes).set({ voidedAt: now }).where(eq(otpCodes.id, id));
}

export async function findCodeById(db: Db, id: string) {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.id, id));
  return row ?? null;
}

export async function findLatestCode(db: Db, userId: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row ?? null;
}

interface AttemptRow extends Record<string, unknown> {
  id: string;
  code_hash: string;
  attempts: number;
}

/**
 * Counts one try on the latest live code in a single UPDATE … RETURNING, guarded by
 * `attempts < max`: however many guesses arrive at once, the database lets at most `max` of them
 * through (each row update re-checks the guard on the newest row version). Null when no live code
 * is left to try.
 */
export async function countCodeAttempt(
  db: Db,
  userId: string,
  purpose: OtpPurpose,
  maxAttempts: number,
  now: Date,
): Promise<AttemptRow | null> {
  const nowIso = now.toISOString();
  const result = await db.execute<AttemptRow>(sql`
    update otp_codes set attempts = attempts + 1
    where id = (
        select id from otp_codes
        where user_id = ${userId} and purpose = ${purpose}
          and consumed_at is null and voided_at is null
        order by created_at desc limit 1)
      and attempts < ${maxAttempts}
      and expires_at > ${nowIso}::timestamptz
      and consumed_at is null and voided_at is null
    returning id, code_hash, attempts`);
  return result.rows[0] ?? null;
}

/** False when another request consumed (or voided) the code first. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), isNull(otpCodes.voidedAt)))
    .returning({ id: otpCodes.id });
  return consumed.length === 1;
}

// Marketing opt-outs --------------------------------------------------------------------------

export async function upsertOptOut(db: Db, row: typeof emailOptOuts.$inferInsert) {
  await db
    .insert(emailOptOuts)
    .values(row)
    .onConflictDoUpdate({
      target: emailOptOuts.email,
      set: { reason: row.reason, reasonText: row.reasonText ?? null, createdAt: row.createdAt },
    });
}

// Social identities ---------------------------------------------------------------------------

export async function findSocialIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row ?? null;
}

export async function insertSocialIdentity(db: Db, row: typeof socialIdentities.$inferInsert) {
  await db.insert(socialIdentities).values(row);
}

// Housekeeping --------------------------------------------------------------------------------

/**
 * One-time codes expired before `before`, used-token marks older than `usedBefore`, and sign-in
 * guards quiet (no failure, no block) since `quietBefore`: they would start afresh anyway.
 */
export async function deleteExpiredCodesAndTokens(
  db: Db,
  { before, usedBefore, quietBefore }: { before: Date; usedBefore: Date; quietBefore: Date },
): Promise<{ otpCodes: number; usedTokens: number; loginGuards: number }> {
  const codes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.expiresAt, before))
    .returning({ id: otpCodes.id });
  const tokens = await db
    .delete(usedTokens)
    .where(lt(usedTokens.usedAt, usedBefore))
    .returning({ id: usedTokens.jtiHash });
  const guards = await db
    .delete(loginGuards)
    .where(
      sql`greatest(${loginGuards.updatedAt}, coalesce(${loginGuards.blockedUntil}, ${loginGuards.updatedAt})) <= ${quietBefore.toISOString()}::timestamptz`,
    )
    .returning({ username: loginGuards.username });
  return { otpCodes: codes.length, usedTokens: tokens.length, loginGuards: guards.length };
}

/** The identity a session carries, read when it starts. */
/** The mobile number given at sign-up; null for a social sign-up that has given none. */
export async function findMobilePhone(db: Db, userId: string) {
  const [row] = await db
    .select({ prefix: users.phonePrefix, number: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (row?.prefix == null || row.number == null) return null;
  return { prefix: row.prefix, number: row.number };
}

export async function findIdentity(db: Db, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      uid: users.uid,
      email: users.email,
      fullName: users.fullName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
