import type { Database, Transaction } from '../../infra/db/database';
import type { StaffCaller } from '../../infra/session/staff-caller';
import { notSampled, ownIdentification } from './errors';
import { findFinished, lockFinished } from './repository';
import type { QualityFinishedRow } from './tables';

function checked(row: QualityFinishedRow | null, staff: StaffCaller): QualityFinishedRow {
  if (row === null || row.sampledAt === null) throw notSampled();
  if (row.operatorId === staff.staffId) throw ownIdentification();
  return row;
}

/** A sampled identification the caller may review: drawn, and not a call they did themselves. */
export async function requireReviewable(
  db: Database,
  staff: StaffCaller,
  identificationId: string,
): Promise<QualityFinishedRow> {
  return checked(await findFinished(db, identificationId), staff);
}

/** The same, row-locked for the review recorded in `tx`. */
export async function lockReviewable(
  tx: Transaction,
  staff: StaffCaller,
  identificationId: string,
): Promise<QualityFinishedRow> {
  return checked(await lockFinished(tx, identificationId), staff);
}
