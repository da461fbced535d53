import type { Language, StaffRole } from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, requiredTime, updatedAt } from '../../infra/db/columns';

/**
 * The bank's staff: operators and supervisors of the video identification (decision 130). Their
 * own table, never `users`: a staff account is not an applicant and signs in with a second factor.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey(),
    /** Stored lower case, so one address is one account whatever its spelling. */
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id (DESIGN "Passwords"). */
    passwordHash: text('password_hash').notNull(),
    /** The base32 TOTP secret, sealed with the data cipher (context `staff:<id>:totp`). */
    totpSecretSealed: text('totp_secret_sealed'),
    /** Null until the first sign-in confirmed a code: until then each sign-in shows the QR code. */
    totpEnrolledAt: optionalTime('totp_enrolled_at'),
    /** The last 30-second step whose code was accepted: a code of that step or before is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Wrong passwords in a row; at the limit the account is locked until `locked_until`. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: optionalTime('locked_until'),
    disabledAt: optionalTime('disabled_at'),
    /** The supervisor who created the account; null for the first one (the command). */
    createdBy: uuid('created_by').references((): AnyPgColumn => staffAccounts.id),
    language: text('language').$type<Language>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('staff_accounts_email_lower', sql`${table.email} = lower(${table.email})`),
    check('staff_accounts_role', sql`${table.role} in ('OPERATOR', 'SUPERVISOR')`),
  ],
);

/**
 * Staff sessions (decision 130): like the applicants' (`sessions`), only the SHA-256 of the cookie's
 * id is stored. A session without `second_factor_at` is pending: the password was right, the TOTP
 * code not given yet, and it reaches nothing but `auth/totp`.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: requiredTime('created_at'),
    lastSeenAt: requiredTime('last_seen_at'),
    expiresAt: requiredTime('expires_at'),
    secondFactorAt: optionalTime('second_factor_at'),
    /** Wrong TOTP codes given in this pending session; the fifth ends it. */
    totpFailures: integer('totp_failures').notNull().default(0),
    revokedAt: optionalTime('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
