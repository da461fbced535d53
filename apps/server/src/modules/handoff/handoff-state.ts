import type { HandoffStatusName, HandoffStep } from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import { updateHandoff } from './repository';
import type { HandoffTransactionRow } from './tables';

/** Finalized, past its expiry, opened on the phone, or still waiting for it. */
export function handoffStatusName(row: HandoffTransactionRow, clock: Clock): HandoffStatusName {
  if (row.finalizedAt !== null) return 'FINALIZED';
  if (row.expiresAt.getTime() <= clock().getTime()) return 'EXPIRED';
  return row.status === 'OPENED' ? 'OPENED' : 'WAITING';
}

/** A finished hand-off is 409, an expired one 410. */
export function requireOpenHandoff(row: HandoffTransactionRow, clock: Clock): void {
  const name = handoffStatusName(row, clock);
  if (name === 'FINALIZED') {
    throw new AppError(409, 'HANDOFF_FINALIZED', { message: 'The upload is finished.' });
  }
  if (name === 'EXPIRED') {
    throw new AppError(410, 'HANDOFF_EXPIRED', { message: 'The link has expired.' });
  }
}

/** The phone opened the link: OPENED (unless finalized) with LINK_OPENED among the steps done. */
export async function markHandoffOpened(
  { db, clock }: { readonly db: Database; readonly clock: Clock },
  row: HandoffTransactionRow,
): Promise<HandoffTransactionRow> {
  if (row.openedAt !== null && row.status === 'OPENED') return row;
  const now = clock();
  return (
    (await updateHandoff(db, row.id, {
      status: row.finalizedAt === null ? 'OPENED' : row.status,
      openedAt: row.openedAt ?? now,
      stepsDone: [...new Set<HandoffStep>([...row.stepsDone, 'LINK_OPENED'])],
      updatedAt: now,
    })) ?? row
  );
}
