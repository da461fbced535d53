import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { prospectInfoDrafts, prospectInfos } from './tables';

type Db = Database | Transaction;

export interface StoredDraft {
  readonly sealed: string;
  readonly version: number;
}

/**
 * The draft's read and its guarded writes, built once and prepared. A write names the version it
 * merged into: if another save came in between, nothing is written (0 rows) and the caller merges
 * again, so two saves of one prospect never drop each other's fields.
 */
export function prepareDraftQueries(db: Database) {
  const read = db
    .select({ sealed: prospectInfoDrafts.sealedSections, version: prospectInfoDrafts.version })
    .from(prospectInfoDrafts)
    .where(eq(prospectInfoDrafts.prospectId, sql.placeholder('prospectId')))
    .limit(1)
    .prepare('draft_by_prospect');
  const values = {
    prospectId: sql.placeholder('prospectId'),
    sealedSections: sql.placeholder('sealed'),
    createdAt: sql.placeholder('now'),
    updatedAt: sql.placeholder('now'),
  };
  const insertFirst = db
    .insert(prospectInfoDrafts)
    .values(values)
    .onConflictDoNothing()
    .returning({ version: prospectInfoDrafts.version })
    .prepare('draft_insert_first');
  const replaceVersion = db
    .update(prospectInfoDrafts)
    .set({
      sealedSections: sql`${sql.placeholder('sealed')}`,
      version: sql`${prospectInfoDrafts.version} + 1`,
      updatedAt: sql`${sql.placeholder('now')}`,
    })
    .where(
      sql`${prospectInfoDrafts.prospectId} = ${sql.placeholder('prospectId')} and ${prospectInfoDrafts.version} = ${sql.placeholder('previous')}`,
    )
    .returning({ version: prospectInfoDrafts.version })
    .prepare('draft_replace_version');
  return {
    async find(prospectId: string): Promise<StoredDraft | null> {
      const [row] = await read.execute({ prospectId });
      return row ?? null;
    },
    /**
     * Writes the merged draft and returns it as stored; null when another save changed it since
     * `previous` was read.
     */
    async write(
      prospectId: string,
      sealed: string,
      now: Date,
      previous: StoredDraft | null,
    ): Promise<StoredDraft | null> {
      const [written] =
        previous === null
          ? await insertFirst.execute({ prospectId, sealed, now })
          : await replaceVersion.execute({ prospectId, sealed, now, previous: previous.version });
      return written === undefined ? null : { sealed, version: written.version };
    },
  };
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

/**
 * The body is stored once per pass: the state guard of the caller keeps a second submit out, and a
 * video operator's REDO (decision 132) opens a new pass whose body replaces the first.
 */
export async function insertInfo(db: Db, prospectId: string, sealed: string, now: Date) {
  await db
    .insert(prospectInfos)
    .values({ prospectId, sealedBody: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: prospectInfos.prospectId,
      set: { sealedBody: sealed, createdAt: now },
    });
}
