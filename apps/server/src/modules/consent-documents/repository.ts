import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { consentDocuments } from './tables';

export type ConsentDocumentRow = typeof consentDocuments.$inferSelect;

/** The prospect's documents in the order of CONSENT_DOCUMENT_KINDS is the caller's to apply. */
export async function findDocuments(
  tx: Database | Transaction,
  prospectId: string,
): Promise<ConsentDocumentRow[]> {
  return tx.select().from(consentDocuments).where(eq(consentDocuments.prospectId, prospectId));
}

/**
 * Inserts the set unless another request made it first (unique prospect and kind); returns the
 * ids really inserted.
 */
export async function insertDocuments(
  tx: Transaction,
  rows: readonly (typeof consentDocuments.$inferInsert)[],
): Promise<string[]> {
  const inserted = await tx
    .insert(consentDocuments)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: consentDocuments.id });
  return inserted.map((row) => row.id);
}

/** Returns the storage keys of the deleted rows, whose files go once the transaction commits. */
export async function deleteUnacceptedDocuments(
  tx: Transaction,
  prospectId: string,
): Promise<string[]> {
  const deleted = await tx
    .delete(consentDocuments)
    .where(and(eq(consentDocuments.prospectId, prospectId), isNull(consentDocuments.acceptedAt)))
    .returning({ storageKey: consentDocuments.storageKey });
  return deleted.flatMap((row) => (row.storageKey === null ? [] : [row.storageKey]));
}

export async function markAccepted(tx: Transaction, prospectId: string, at: Date): Promise<void> {
  await tx
    .update(consentDocuments)
    .set({ acceptedAt: at })
    .where(and(eq(consentDocuments.prospectId, prospectId), isNull(consentDocuments.acceptedAt)));
}
