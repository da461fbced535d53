import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { messageDeliveries, pendingMessages } from './tables';

type Db = Database | Transaction;

export async function isDelivered(db: Db, effectKey: string): Promise<boolean> {
  const [row] = await db
    .select({ effectKey: messageDeliveries.effectKey })
    .from(messageDeliveries)
    .where(eq(messageDeliveries.effectKey, effectKey));
  return row !== undefined;
}

/** Records the delivery; false when the key was recorded already (the message went out before). */
export async function recordDelivery(
  db: Db,
  effectKey: string,
  channel: 'email' | 'sms',
  deliveredAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(messageDeliveries)
    .values({ effectKey, channel, deliveredAt })
    .onConflictDoNothing()
    .returning({ effectKey: messageDeliveries.effectKey });
  return inserted.length > 0;
}

/** A pending message's row (decision 275): the body is sealed by the caller. */
export async function insertPendingMessage(
  db: Db,
  row: typeof pendingMessages.$inferInsert,
): Promise<void> {
  await db.insert(pendingMessages).values(row);
}

export async function findPendingMessage(
  db: Db,
  id: string,
): Promise<{ readonly sealedBody: string } | null> {
  const [row] = await db
    .select({ sealedBody: pendingMessages.sealedBody })
    .from(pendingMessages)
    .where(eq(pendingMessages.id, id));
  return row ?? null;
}

export async function deletePendingMessage(db: Db, id: string): Promise<void> {
  await db.delete(pendingMessages).where(eq(pendingMessages.id, id));
}
