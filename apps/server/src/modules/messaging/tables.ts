import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * What a queued message needs and its job must not carry (decision 275): the address, the name,
 * the values, a sign-in code, the audit note's ip and user agent, sealed (AES-256-GCM, bound to
 * the row id). The job names the row; the row goes when the message was sent, and with the
 * applicant's account or case on erasure, so the job tables never hold personal data.
 */
export const pendingMessages = pgTable(
  'pending_messages',
  {
    id: uuid('id').primaryKey(),
    /** Whose message it is, for erasure: an account, a case, or a sign-up not yet verified. */
    userId: uuid('user_id'),
    prospectId: uuid('prospect_id'),
    uid: text('uid'),
    sealedBody: text('sealed_body').notNull(),
    createdAt: requiredTime('created_at'),
  },
  (table) => [
    index('pending_messages_user_idx').on(table.userId),
    index('pending_messages_prospect_idx').on(table.prospectId),
    index('pending_messages_uid_idx').on(table.uid),
    index('pending_messages_created_idx').on(table.createdAt),
  ],
);
