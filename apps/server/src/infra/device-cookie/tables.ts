import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { optionalTime, updatedAt } from '../db/columns';
import type { DevicePurpose } from './device-cookie';

/**
 * Failed sign-ins from a known device (OWASP's device cookie, decision 277): one row per device
 * cookie that failed, by the SHA-256 of its nonce. A device at the limit is on the lockout list
 * until `blockedUntil`; the account's other devices are not. Unknown devices are counted apart
 * (the applicants' `login_guards`, the staff's `failed_logins`).
 */
export const deviceLockouts = pgTable(
  'device_lockouts',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    purpose: text('purpose').$type<DevicePurpose>().notNull(),
    /** The account the cookie was issued to, so an erasure deletes its rows. */
    subjectId: uuid('subject_id').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    /** Blocks in a row since the device's last successful sign-in or quiet day. */
    lockouts: integer('lockouts').notNull().default(0),
    blockedAt: optionalTime('blocked_at'),
    blockedUntil: optionalTime('blocked_until'),
    updatedAt: updatedAt(),
  },
  (table) => [index('device_lockouts_subject_idx').on(table.subjectId)],
);

export type DeviceLockoutRow = typeof deviceLockouts.$inferSelect;
