import type { IncomingPaymentOutcome, PennyTransferState } from '@onboarding/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { incomingPayments, pennyTransfers } from './tables';

export type PennyTransferRow = typeof pennyTransfers.$inferSelect;
export type IncomingPaymentRow = typeof incomingPayments.$inferSelect;

export async function findOrderOfProspect(
  tx: Database | Transaction,
  prospectId: string,
): Promise<PennyTransferRow | null> {
  const [row] = await tx
    .select()
    .from(pennyTransfers)
    .where(eq(pennyTransfers.prospectId, prospectId))
    .limit(1);
  return row ?? null;
}

export async function findOrderByReference(
  tx: Database | Transaction,
  reference: string,
): Promise<PennyTransferRow | null> {
  const [row] = await tx
    .select()
    .from(pennyTransfers)
    .where(eq(pennyTransfers.reference, reference))
    .limit(1);
  return row ?? null;
}

export async function findOrder(
  tx: Database | Transaction,
  id: string,
): Promise<PennyTransferRow | null> {
  const [row] = await tx.select().from(pennyTransfers).where(eq(pennyTransfers.id, id)).limit(1);
  return row ?? null;
}

/** Inserts unless the prospect or the reference has an order; true when this one was inserted. */
export async function insertOrder(
  tx: Transaction,
  row: typeof pennyTransfers.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(pennyTransfers)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: pennyTransfers.id });
  return inserted.length === 1;
}

/** Moves an order from one of `from` to `to`; null when it was elsewhere (a race lost). */
export async function moveOrder(
  tx: Transaction,
  id: string,
  from: readonly PennyTransferState[],
  to: PennyTransferState,
  paidAt: Date | null,
): Promise<PennyTransferRow | null> {
  const [row] = await tx
    .update(pennyTransfers)
    .set({ state: to, ...(paidAt === null ? {} : { paidAt }) })
    .where(and(eq(pennyTransfers.id, id), inArray(pennyTransfers.state, [...from])))
    .returning();
  return row ?? null;
}

/** Inserts a delivered payment unless its feed id is known; the row that stands and whether it is new. */
export async function insertPayment(
  tx: Transaction,
  row: typeof incomingPayments.$inferInsert,
): Promise<{ row: IncomingPaymentRow; inserted: boolean }> {
  const inserted = await tx.insert(incomingPayments).values(row).onConflictDoNothing().returning();
  if (inserted[0] !== undefined) return { row: inserted[0], inserted: true };
  const [stored] = await tx
    .select()
    .from(incomingPayments)
    .where(eq(incomingPayments.paymentId, row.paymentId))
    .limit(1);
  if (stored === undefined) throw new Error('incoming payment row vanished');
  return { row: stored, inserted: false };
}

export async function findPayment(
  tx: Database | Transaction,
  id: string,
): Promise<IncomingPaymentRow | null> {
  const [row] = await tx
    .select()
    .from(incomingPayments)
    .where(eq(incomingPayments.id, id))
    .limit(1);
  return row ?? null;
}

export async function setPaymentOutcome(
  tx: Transaction,
  id: string,
  change: {
    readonly from: IncomingPaymentOutcome;
    readonly to: IncomingPaymentOutcome;
    readonly decidedBy: string | null;
    readonly decidedAt: Date | null;
  },
): Promise<IncomingPaymentRow | null> {
  const [row] = await tx
    .update(incomingPayments)
    .set({ outcome: change.to, decidedBy: change.decidedBy, decidedAt: change.decidedAt })
    .where(and(eq(incomingPayments.id, id), eq(incomingPayments.outcome, change.from)))
    .returning();
  return row ?? null;
}

export async function updatePaymentOutcome(
  tx: Transaction,
  id: string,
  outcome: IncomingPaymentOutcome,
  nameCheck: IncomingPaymentRow['nameCheck'],
  pennyTransferId: string | null,
  reviewReason: IncomingPaymentRow['reviewReason'] = null,
): Promise<IncomingPaymentRow> {
  const [row] = await tx
    .update(incomingPayments)
    .set({ outcome, nameCheck, pennyTransferId, reviewReason })
    .where(eq(incomingPayments.id, id))
    .returning();
  if (row === undefined) throw new Error('incoming payment row vanished');
  return row;
}

/** The payments an operator must look at, oldest first. */
export async function paymentsInReview(tx: Database | Transaction): Promise<IncomingPaymentRow[]> {
  return tx
    .select()
    .from(incomingPayments)
    .where(eq(incomingPayments.outcome, 'IN_REVIEW'))
    .orderBy(asc(incomingPayments.receivedAt))
    .limit(200);
}

/** The payments matched to an order, in the order received (the case evidence export). */
export async function paymentsOfOrder(
  tx: Database | Transaction,
  pennyTransferId: string,
): Promise<IncomingPaymentRow[]> {
  return tx
    .select()
    .from(incomingPayments)
    .where(eq(incomingPayments.pennyTransferId, pennyTransferId))
    .orderBy(asc(incomingPayments.receivedAt));
}
