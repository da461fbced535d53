import type { VariantId } from '@onboarding/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import { branches, prospectBranches } from './tables';

export type BranchRow = typeof branches.$inferSelect;

/** The variant's branches only: the table holds both variants' (decision 236). */
export async function findAllBranches(
  db: Database | Transaction,
  variant: VariantId,
): Promise<BranchRow[]> {
  return db
    .select()
    .from(branches)
    .where(eq(branches.variant, variant))
    .orderBy(asc(branches.name));
}

/** A branch of the variant; another variant's is unknown here. */
export async function findBranch(
  db: Database | Transaction,
  id: string,
  variant: VariantId,
): Promise<BranchRow | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.id, id), eq(branches.variant, variant)));
  return row ?? null;
}

export interface ProspectBranchRow {
  readonly prospectId: string;
  readonly branchId: string;
  readonly chosenAt: Date;
}

/** Stores the prospect's branch; a later choice replaces the earlier one (one per prospect). */
export async function saveProspectBranch(tx: Transaction, row: ProspectBranchRow): Promise<void> {
  await tx
    .insert(prospectBranches)
    .values(row)
    .onConflictDoUpdate({
      target: prospectBranches.prospectId,
      set: { branchId: row.branchId, chosenAt: row.chosenAt },
    });
}

export async function findProspectBranch(
  db: Database | Transaction,
  prospectId: string,
): Promise<ProspectBranchRow | null> {
  const [row] = await db
    .select()
    .from(prospectBranches)
    .where(eq(prospectBranches.prospectId, prospectId))
    .limit(1);
  return row ?? null;
}
