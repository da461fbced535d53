import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { secondApprovals, type SecondApprovalRow, type SecondApprovalStatus } from './tables';

type Db = Database | Transaction;

export async function insertSecondApproval(
  tx: Transaction,
  row: typeof secondApprovals.$inferInsert,
): Promise<void> {
  await tx.insert(secondApprovals).values(row);
}

export async function findSecondApproval(
  db: Db,
  identificationId: string,
): Promise<SecondApprovalRow | null> {
  const [row] = await db
    .select()
    .from(secondApprovals)
    .where(eq(secondApprovals.identificationId, identificationId));
  return row ?? null;
}

export async function lockSecondApproval(
  tx: Transaction,
  identificationId: string,
): Promise<SecondApprovalRow | null> {
  const [row] = await tx
    .select()
    .from(secondApprovals)
    .where(eq(secondApprovals.identificationId, identificationId))
    .for('update');
  return row ?? null;
}

/** The approvals waiting for a second staff member, the longest waiting first. */
export async function findPendingApprovals(db: Db): Promise<SecondApprovalRow[]> {
  return db
    .select()
    .from(secondApprovals)
    .where(eq(secondApprovals.status, 'PENDING'))
    .orderBy(asc(secondApprovals.firstApprovedAt));
}

/** Moves a PENDING approval to its second decision; null when it was not PENDING any more. */
export async function decideSecondApproval(
  tx: Transaction,
  identificationId: string,
  change: {
    readonly status: Exclude<SecondApprovalStatus, 'PENDING'>;
    readonly secondStaffId: string;
    readonly secondStaffName: string;
    readonly decidedAt: Date;
    readonly reason: string | null;
  },
): Promise<SecondApprovalRow | null> {
  const [row] = await tx
    .update(secondApprovals)
    .set(change)
    .where(
      and(
        eq(secondApprovals.identificationId, identificationId),
        eq(secondApprovals.status, 'PENDING'),
      ),
    )
    .returning();
  return row ?? null;
}
