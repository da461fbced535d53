import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/db/database';
import {
  loanApplications,
  loanAssessments,
  loanChoices,
  loanPayoutAccounts,
  loanSeccis,
} from './tables';

export type LoanApplicationRow = typeof loanApplications.$inferSelect;
export type LoanAssessmentRow = typeof loanAssessments.$inferSelect;
export type LoanSecciRow = typeof loanSeccis.$inferSelect;
export type LoanChoiceRow = typeof loanChoices.$inferSelect;
export type LoanPayoutAccountRow = typeof loanPayoutAccounts.$inferSelect;

type Db = Database | Transaction;

export async function findApplication(tx: Db, prospectId: string) {
  const [row] = await tx
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.prospectId, prospectId))
    .limit(1);
  return row ?? null;
}

/** The confirmation stands for the prospect; confirmed again (after a REDO) it is replaced. */
export async function upsertApplication(tx: Transaction, row: LoanApplicationRow) {
  const { prospectId: _prospectId, ...rest } = row;
  await tx
    .insert(loanApplications)
    .values(row)
    .onConflictDoUpdate({ target: loanApplications.prospectId, set: rest });
}

export async function findAssessment(tx: Db, prospectId: string) {
  const [row] = await tx
    .select()
    .from(loanAssessments)
    .where(eq(loanAssessments.prospectId, prospectId))
    .limit(1);
  return row ?? null;
}

export async function upsertAssessment(tx: Transaction, row: LoanAssessmentRow) {
  const { prospectId: _prospectId, ...rest } = row;
  await tx
    .insert(loanAssessments)
    .values(row)
    .onConflictDoUpdate({ target: loanAssessments.prospectId, set: rest });
}

export async function insertSecci(tx: Db, row: typeof loanSeccis.$inferInsert) {
  const [stored] = await tx.insert(loanSeccis).values(row).returning();
  if (stored === undefined) throw new Error('SECCI row vanished');
  return stored;
}

export async function findSecci(tx: Db, id: string) {
  const [row] = await tx.select().from(loanSeccis).where(eq(loanSeccis.id, id)).limit(1);
  return row ?? null;
}

export async function findChoice(tx: Db, prospectId: string) {
  const [row] = await tx
    .select()
    .from(loanChoices)
    .where(eq(loanChoices.prospectId, prospectId))
    .limit(1);
  return row ?? null;
}

export async function insertChoice(tx: Transaction, row: LoanChoiceRow) {
  await tx.insert(loanChoices).values(row);
}

/** Every SECCI issued to a prospect, oldest first (the case evidence export). */
export async function findSeccisOfProspect(tx: Db, prospectId: string) {
  return tx
    .select()
    .from(loanSeccis)
    .where(eq(loanSeccis.prospectId, prospectId))
    .orderBy(loanSeccis.issuedAt);
}

/** The payout account chosen with the offer (decision 233); one per prospect, as the choice. */
export async function insertPayoutAccount(tx: Transaction, row: LoanPayoutAccountRow) {
  await tx.insert(loanPayoutAccounts).values(row);
}

export async function findPayoutAccount(tx: Db, prospectId: string) {
  const [row] = await tx
    .select()
    .from(loanPayoutAccounts)
    .where(eq(loanPayoutAccounts.prospectId, prospectId))
    .limit(1);
  return row ?? null;
}
