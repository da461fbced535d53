import type { TIdentificationDetail } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { identificationAudit, notFound, staffActor, type VideoCore } from '../core';
import { findIdentification, moveIdentification } from '../repository';
import type { ReadIdentificationDetail } from './read-identification-detail';

export interface AcceptCallDeps {
  readonly core: Pick<VideoCore, 'db' | 'clock' | 'publishQueueChange'>;
  readonly detail: ReadIdentificationDetail;
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
