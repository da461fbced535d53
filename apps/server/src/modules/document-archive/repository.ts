import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { archivedDocuments, documentArchiveRequests } from './tables';

export type ArchiveRequestRow = typeof documentArchiveRequests.$inferSelect;
export type ArchivedDocumentRow = typeof archivedDocuments.$inferSelect;

/** The request of a set, recorded once; false when it was there already. */
export async function insertRequest(
  tx: Transaction,
  row: typeof documentArchiveRequests.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(documentArchiveRequests)
    .values(row)
    .onConflictDoNothing()
    .returning({ prospectId: documentArchiveRequests.prospectId });
  return inserted.length === 1;
}

export async function findRequest(
  tx: Database | Transaction,
  prospectId: string,
  documentSetId: string,
): Promise<ArchiveRequestRow | null> {
  const [row] = await tx
    .select()
    .from(documentArchiveRequests)
    .where(
      and(
        eq(documentArchiveRequests.prospectId, prospectId),
        eq(documentArchiveRequests.documentSetId, documentSetId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** QUEUED → ARCHIVED once; false when it was archived already. */
export async function markArchived(
  tx: Transaction,
  prospectId: string,
  documentSetId: string,
  at: Date,
  manifestLocation: string,
): Promise<boolean> {
  const updated = await tx
    .update(documentArchiveRequests)
    .set({ status: 'ARCHIVED', archivedAt: at, manifestLocation })
    .where(
      and(
        eq(documentArchiveRequests.prospectId, prospectId),
        eq(documentArchiveRequests.documentSetId, documentSetId),
        eq(documentArchiveRequests.status, 'QUEUED'),
      ),
    )
    .returning({ prospectId: documentArchiveRequests.prospectId });
  return updated.length === 1;
}

export async function archivedOfSet(
  tx: Database | Transaction,
  documentSetId: string,
): Promise<ArchivedDocumentRow[]> {
  return tx
    .select()
    .from(archivedDocuments)
    .where(eq(archivedDocuments.documentSetId, documentSetId));
}

export async function insertArchived(
  tx: Database | Transaction,
  row: ArchivedDocumentRow,
): Promise<void> {
  await tx.insert(archivedDocuments).values(row).onConflictDoNothing();
}
