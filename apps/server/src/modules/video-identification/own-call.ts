import { AppError } from '../../errors/app-error';
import type { Database, Transaction } from '../../infra/db/database';
import type { StaffCaller } from '../../infra/session/staff-caller';
import { notFound, notInCall } from './core';
import { findIdentification, lockIdentification } from './repository';
import type { IdentificationRow } from './tables';

export const notYourCall = () =>
  new AppError(403, 'NOT_YOUR_CALL', {
    message: 'Only the operator who accepted this call may act on it.',
  });

/** The call `staff` accepted, locked for a change in `tx`; refused otherwise. */
export async function requireOwnCall(
  tx: Transaction,
  staff: StaffCaller,
  id: string,
): Promise<IdentificationRow> {
  const row = await lockIdentification(tx, id);
  if (row === null) throw notFound();
  if (row.operatorId !== staff.staffId) throw notYourCall();
  if (row.status !== 'IN_CALL') throw notInCall();
  return row;
}

/**
 * Viewing: the accepting operator, or a supervisor; while an approval waits for a second staff
 * member, any staff member, who may be that second pair of eyes (decision 267).
 */
export async function requireVisible(
  db: Database,
  staff: StaffCaller,
  id: string,
): Promise<IdentificationRow> {
  const row = await findIdentification(db, id);
  if (row === null) throw notFound();
  const awaitsSecondEyes = row.status === 'AWAITING_SECOND_APPROVAL';
  if (row.operatorId !== staff.staffId && staff.role !== 'SUPERVISOR' && !awaitsSecondEyes) {
    throw notYourCall();
  }
  return row;
}
