import { RETURNING_HOLD_MS, type TIdentificationDetail } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Transaction } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { identificationAudit, notFound, staffActor, type VideoCore } from '../core';
import { findIdentification, isOperatorInCall, moveIdentification } from '../repository';
import type { IdentificationRow } from '../tables';
import type { ReadIdentificationDetail } from './read-identification-detail';

export interface AcceptCallDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock' | 'publishQueueChange'>;
  readonly detail: ReadIdentificationDetail;
}

/**
 * A returning applicant is held for the operator who sent them back (decision 244): another
 * operator may take the call only once the hold is over, or while that operator is in a call.
 */
async function requireNotHeldForAnother(
  tx: Transaction,
  row: IdentificationRow | null,
  staff: StaffCaller,
  now: Date,
): Promise<void> {
  const preferred = row?.preferredOperatorId ?? null;
  if (row === null || row.status !== 'WAITING' || !row.returning || preferred === null) return;
  if (preferred === staff.staffId) return;
  if (now.getTime() >= row.queuedAt.getTime() + RETURNING_HOLD_MS) return;
  if (await isOperatorInCall(tx, preferred)) return;
  throw new AppError(409, 'HELD_FOR_OPERATOR', {
    message: 'This applicant returns to the operator who sent them back; try again shortly.',
  });
}

/** `POST identifications/{id}/accept`: atomic, so of two operators only one gets the call. */
export function createAcceptCall(deps: AcceptCallDeps) {
  const { core, detail } = deps;
  const { db, clock } = core;
  return async function accept(
    staff: StaffCaller,
    id: string,
    context: RequestContext,
  ): Promise<TIdentificationDetail> {
    const accepted = await db.transaction(async (tx) => {
      await requireNotHeldForAnother(tx, await findIdentification(tx, id), staff, clock());
      const row = await moveIdentification(tx, id, ['WAITING'], {
        status: 'IN_CALL',
        operatorId: staff.staffId,
        operatorName: staff.fullName,
        operatorLanguage: staff.language,
        acceptedAt: clock(),
      });
      if (row === null) {
        if ((await findIdentification(tx, id)) === null) throw notFound();
        throw new AppError(409, 'ALREADY_TAKEN', {
          message: 'This identification is no longer waiting.',
        });
      }
      await recordAudit(
        tx,
        context,
        identificationAudit(row, staffActor(staff), 'videochat.accepted', {
          waitedMs: clock().getTime() - row.queuedAt.getTime(),
        }),
      );
      return row;
    });
    await core.publishQueueChange(accepted.id);
    return detail(staff, accepted.id);
  };
}
