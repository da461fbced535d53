import { pgTable, text } from 'drizzle-orm/pg-core';
import { requiredTime } from '../../infra/db/columns';

/**
 * Messages really handed to a transport, by the effect key of the job that sent them: a job that
 * runs again (a retry after a crash, a second worker) finds its key here and sends nothing twice.
 */
export const messageDeliveries = pgTable('message_deliveries', {
  effectKey: text('effect_key').primaryKey(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  deliveredAt: requiredTime('delivered_at'),
});
