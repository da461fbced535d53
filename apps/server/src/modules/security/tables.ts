import type { Language, TokenPurpose } from '@onboarding/domain';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, optionalTime, requiredTime } from '../../infra/db/columns';
import { visitors } from '../cms/tables';

/**
 * An account, created when the e-mail address is verified (decision 044). `email` is stored lower
 * case; `uid` is the visitor uid the account was registered with and the one the API speaks of.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  uid: text('uid')
    .notNull()
    .unique()
    .references(() => visitors.uid),
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  // Null for an account made by social sign-up (decision 048): no phone or password yet.
  phonePrefix: text('phone_prefix'),
  phoneNumber: text('phone_number'),
  phoneE164: text('phone_e164'),
  passwordHash: text('password_hash'),
  language: text('language').$type<Language>().notNull(),
  emailVerifiedAt: requiredTime('email_verified_at'),
  passwordChangedAt: requiredTime('password_changed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A sign-up waiting for its e-mail to be verified, one per visitor uid (a new submission from the
 * same uid replaces it). Nothing here is an account yet, so an address typed by someone else never
 * blocks its owner (decision 044).
 */
export const registrations = pgTable(
  'registrations',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => visitors.uid),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phonePrefix: text('phone_prefix').notNull(),
    phoneNumber: text('phone_number').notNull(),
    phoneE164: text('phone_e164').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').$type<Language>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: optionalTime('completed_at'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('registrations_email_idx').on(table.email, table.updatedAt)],
);

/**
 * Failed sign-ins per typed e-mail address, whether or not an account has it, so a blocked answer
 * (SEC_BUS_LOG_ROT_AMR) never tells an existing address from an unknown one (decision 045). A
 * block lasts until `blockedUntil`, longer for each block in a row (`lockouts`, decision 160).
 */
export const loginGuards = pgTable('login_guards', {
  username: text('username').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  /** Blocks in a row since the last successful sign-in, new password or quiet day. */
  lockouts: integer('lockouts').notNull().default(0),
  blockedAt: optionalTime('blocked_at'),
  blockedUntil: optionalTime('blocked_until'),
  updatedAt: updatedAt(),
});

/** One-time codes (DESIGN "One-time codes"): only an HMAC of the code is kept. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'LOGIN'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: requiredTime('created_at'),
    expiresAt: requiredTime('expires_at'),
    consumedAt: optionalTime('consumed_at'),
    voidedAt: optionalTime('voided_at'),
  },
  (table) => [index('otp_codes_user_idx').on(table.userId, table.purpose, table.createdAt)],
);

/** Accounts of an OpenID Connect provider linked to an applicant (decision 048). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    /** The provider's `sub`: stable for one account at one provider. */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('social_identities_user_idx').on(table.userId),
  ],
);

/** Signed tokens already used (single use, spec 2 §9), by a hash of their id. */
export const usedTokens = pgTable('used_tokens', {
  jtiHash: text('jti_hash').primaryKey(),
  purpose: text('purpose').$type<TokenPurpose>().notNull(),
  usedAt: createdAt(),
});

/** Addresses that asked for no more marketing e-mails (spec 2 §3 unsubscribe), effective at once. */
export const emailOptOuts = pgTable('email_opt_outs', {
  email: text('email').primaryKey(),
  reason: text('reason').notNull(),
  reasonText: text('reason_text'),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;

export type RegistrationRow = typeof registrations.$inferSelect;

/** Server-side sessions (DESIGN "Sessions"): the cookie holds the id, this table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: requiredTime('created_at'),
    lastSeenAt: requiredTime('last_seen_at'),
    expiresAt: requiredTime('expires_at'),
    revokedAt: optionalTime('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
