import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

// Column builders every module's tables share, so times are always timestamptz read as Date.

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`);

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`);

export const optionalTime = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const requiredTime = (name: string) => optionalTime(name).notNull();
