import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { riskDocuments, type NewRiskDocumentRow, type RiskDocumentRow } from './tables';

type Db = Database | Transaction;

export async function insertRiskDocument(
  db: Db,
  row: NewRiskDocumentRow,
): Promise<RiskDocumentRow> {
  const [inserted] = await db.insert(riskDocuments).values(row).returning();
  if (inserted === undefined) throw new Error('risk document insert returned no row');
  return inserted;
}

/** The prospect's statements, oldest first. */
export async function findRiskDocuments(db: Db, prospectId: string): Promise<RiskDocumentRow[]> {
  return db
    .select()
    .from(riskDocuments)
    .where(eq(riskDocuments.prospectId, prospectId))
    .orderBy(asc(riskDocuments.createdAt), asc(riskDocuments.id));
}

export async function countRiskDocuments(db: Db, prospectId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(riskDocuments)
    .where(eq(riskDocuments.prospectId, prospectId));
  return row?.total ?? 0;
}

export async function findRiskDocument(
  db: Db,
  prospectId: string,
  id: string,
): Promise<RiskDocumentRow | null> {
  const [row] = await db
    .select()
    .from(riskDocuments)
    .where(and(eq(riskDocuments.prospectId, prospectId), eq(riskDocuments.id, id)))
    .limit(1);
  return row ?? null;
}

export async function deleteRiskDocument(db: Db, id: string): Promise<void> {
  await db.delete(riskDocuments).where(eq(riskDocuments.id, id));
}

/** Every UPLOADED statement of the prospect becomes CONFIRMED at `now`. */
export async function confirmRiskDocuments(
  db: Db,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(riskDocuments)
    .set({ status: 'CONFIRMED', confirmedAt: now, updatedAt: now })
    .where(and(inArray(riskDocuments.id, [...ids]), eq(riskDocuments.status, 'UPLOADED')));
}
