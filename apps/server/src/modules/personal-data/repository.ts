import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { prospectInfoDrafts, prospectInfos } from '../../infra/db/schema';

type Db = Database | Transaction;

export async function findDraft(db: Db, prospectId: string): Promise<string | null> {
  const [row] = await db
    .select({ sealed: prospectInfoDrafts.sealedSections })
    .from(prospectInfoDrafts)
    .where(eq(prospectInfoDrafts.prospectId, prospectId))
    .limit(1);
  return row?.sealed ?? null;
}

export async function upsertDraft(db: Db, prospectId: string, sealed: string, now: Date) {
  await db
    .insert(prospectInfoDrafts)
    .values({ prospectId, sealedSections: sealed, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: prospectInfoDrafts.prospectId,
      set: { sealedSections: sealed, updatedAt: now },
    });
}

export async function deleteDraft(db: Db, prospectId: string) {
  await db.delete(prospectInfoDrafts).where(eq(prospectInfoDrafts.prospectId, prospectId));
}

export async function findInfo(db: Db, prospectId: string): Promise<string | null> {
  const [row] = await db
    .select({ sealed: prospectInfos.sealedBody })
    .from(prospectInfos)
    .where(eq(prospectInfos.prospectId, prospectId))
    .limit(1);
  return row?.sealed ?? null;
}

/** The body is stored once: the state guard of the caller keeps a second submit out. */
export async function insertInfo(db: Db, prospectId: string, sealed: string, now: Date) {
  await db.insert(prospectInfos).values({ prospectId, sealedBody: sealed, createdAt: now });
}
