import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredTime } from '../db/columns';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** Messages kept instead of sent when no transport is configured (development outbox). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    createdAt: requiredTime('created_at'),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt)],
);
