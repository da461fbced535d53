import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { optionalTime, requiredTime } from '../db/columns';

/**
 * The `Idempotency-Key`s of state-changing requests (decision 153): one row per key, claimed
 * before the route runs and holding its sealed response once it has answered, for 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** SHA-256 (hex) of the key: keys are global, so a second caller's use of one is refused. */
    keyHash: text('key_hash').primaryKey(),
    /** Who used the key: `user:<id>`, `staff:<id>` or `anonymous`. */
    owner: text('owner').notNull(),
    /** SHA-256 (hex) of the method, the path with query and the SHA-256 of the raw body. */
    fingerprint: text('fingerprint').notNull(),
    /** The claim of the request in flight; null once its response is stored. */
    lockId: text('lock_id'),
    lockedAt: optionalTime('locked_at'),
    /** The stored response's status; null while the first request is in flight. */
    status: integer('status'),
    /** Headers and body of the stored response, sealed with the data cipher. */
    response: text('response'),
    createdAt: requiredTime('created_at'),
    expiresAt: requiredTime('expires_at'),
  },
  (table) => [index('idempotency_keys_expires_at_idx').on(table.expiresAt)],
);
