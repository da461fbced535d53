import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/database';
import { type OutboxChannel, outboxMessages } from './tables';

export interface OutboxMessage {
  readonly channel: OutboxChannel;
  readonly to: string;
  readonly subject: string | null;
  readonly text: string;
  readonly createdAt: Date;
}

/** How many messages the outbox shows; it is for reading the latest link or code, not an archive. */
export const OUTBOX_LIST_LIMIT = 200;

/** The development outbox table: the mail and SMS adapters add to it, the outbox pages read it. */
export function createOutboxStore(db: Database, clock: Clock) {
  return {
    /** In `tx` when given: the message counts as sent exactly when that transaction commits. */
    async add(
      message: Omit<OutboxMessage, 'createdAt'>,
      tx: Database | Transaction = db,
    ): Promise<void> {
      await tx.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        createdAt: clock(),
      });
    },

    /** Newest first; only the messages to `to` when given (an address or a number). */
    async list(to?: string): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(to === undefined ? undefined : eq(outboxMessages.recipient, normalizeRecipient(to)))
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(OUTBOX_LIST_LIMIT);
      return rows.map((row) => ({
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        createdAt: row.createdAt,
      }));
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;

/** E-mail addresses are kept in lower case; phone numbers without spaces. */
export function normalizeRecipient(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/\s+/g, '');
}
