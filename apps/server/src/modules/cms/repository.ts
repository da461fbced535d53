import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { visitors } from './tables';

export async function insertVisitor(db: Database | Transaction, uid: string, now: Date) {
  const inserted = await db
    .insert(visitors)
    .values({ uid, createdAt: now })
    .onConflictDoNothing()
    .returning({ uid: visitors.uid });
  return inserted.length === 1;
}

export async function findVisitor(db: Database | Transaction, uid: string) {
  const [row] = await db.select().from(visitors).where(eq(visitors.uid, uid));
  return row ?? null;
}

/** Gives an unclaimed uid to an account; false when the uid is unknown or claimed already. */
export async function claimVisitor(db: Database | Transaction, uid: string, userId: string) {
  const claimed = await db
    .update(visitors)
    .set({ userId })
    .where(and(eq(visitors.uid, uid), isNull(visitors.userId)))
    .returning({ uid: visitors.uid });
  return claimed.length === 1;
}
