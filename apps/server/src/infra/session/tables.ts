import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { optionalTime, requiredTime } from '../db/columns';
import { users } from '../../modules/security/tables';

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
