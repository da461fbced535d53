import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredTime } from '../db/columns';

/** Fixed-window counters shared by every instance (DESIGN "Failure", decision 045). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: requiredTime('window_start'),
  hits: integer('hits').notNull(),
});
