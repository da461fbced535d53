import {
  SENT_BACK_CODE,
  type DocumentSide,
  type DocumentType,
  type IdDocumentType,
} from '@onboarding/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { documents, prospectIdDocuments, type DocumentRow } from './tables';

type Db = Database | Transaction;

export type NewDocumentRow = typeof documents.$inferInsert;

export async function insertDocument(db: Db, row: NewDocumentRow): Promise<DocumentRow> {
  const [inserted] = await db.insert(documents).values(row).returning();
  if (inserted === undefined) throw new Error('document insert returned no row');
  return inserted;
}

export async function updateDocument(
  db: Db,
  id: string,
  change: Partial<Omit<NewDocumentRow, 'id' | 'prospectId'>>,
): Promise<DocumentRow | null> {
  const [row] = await db.update(documents).set(change).where(eq(documents.id, id)).returning();
  return row ?? null;
}

export async function findDocument(db: Db, id: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row ?? null;
}

export async function deleteDocumentRow(db: Db, id: string): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}

/** The prospect's documents, oldest first (the newest of a side is its current one). */
export async function findDocumentsOfProspect(
  db: Db,
  prospectId: string,
  documentTypes?: readonly DocumentType[],
): Promise<DocumentRow[]> {
  const byProspect = eq(documents.prospectId, prospectId);
  return db
    .select()
    .from(documents)
    .where(
      documentTypes === undefined
        ? byProspect
        : and(byProspect, inArray(documents.documentType, [...documentTypes])),
    )
    .orderBy(documents.createdAt, documents.id);
}

/** Earlier rows of the same side that a new upload replaces. */
export async function findSideDocuments(
  db: Db,
  prospectId: string,
  documentType: DocumentType,
  side: DocumentSide | null,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.prospectId, prospectId),
        eq(documents.documentType, documentType),
        side === null ? sql`${documents.side} is null` : eq(documents.side, side),
      ),
    );
}

export async function confirmDocuments(db: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(documents)
    .set({ state: 'CONFIRMED', updatedAt: now })
    .where(and(inArray(documents.id, [...ids]), eq(documents.state, 'UPLOADED')));
}

export async function findIdChoice(db: Db, prospectId: string) {
  const [row] = await db
    .select()
    .from(prospectIdDocuments)
    .where(eq(prospectIdDocuments.prospectId, prospectId))
    .limit(1);
  return row ?? null;
}

export async function saveIdChoice(
  db: Db,
  prospectId: string,
  idType: IdDocumentType,
  now: Date,
): Promise<void> {
  await db
    .insert(prospectIdDocuments)
    .values({ prospectId, idType, updatedAt: now })
    .onConflictDoUpdate({
      target: prospectIdDocuments.prospectId,
      set: { idType, updatedAt: now },
    });
}

export async function markIdChoiceConfirmed(db: Db, prospectId: string, now: Date) {
  await db
    .update(prospectIdDocuments)
    .set({ confirmedAt: now, updatedAt: now })
    .where(eq(prospectIdDocuments.prospectId, prospectId));
}

/** The confirmed sides of the prospect's identity document, sent back (decision 244). */
export async function sendBackConfirmedIdSides(
  db: Db,
  prospectId: string,
  documentTypes: readonly DocumentType[],
  now: Date,
): Promise<string[]> {
  const sent = await db
    .update(documents)
    .set({ state: 'REJECTED', rejectionReason: SENT_BACK_CODE, updatedAt: now })
    .where(
      and(
        eq(documents.prospectId, prospectId),
        inArray(documents.documentType, [...documentTypes]),
        eq(documents.state, 'CONFIRMED'),
      ),
    )
    .returning({ id: documents.id });
  return sent.map((row) => row.id);
}

/** The identity document is to be given again (decision 244): its type may be chosen anew. */
export async function markIdChoiceOpen(db: Db, prospectId: string, now: Date) {
  await db
    .update(prospectIdDocuments)
    .set({ confirmedAt: null, updatedAt: now })
    .where(eq(prospectIdDocuments.prospectId, prospectId));
}
