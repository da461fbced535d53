import type { TChecklist, TIdentificationDetail } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { identificationAudit, staffActor, type VideoCore } from '../core';
import { requireOwnCall } from '../own-call';
import { moveIdentification } from '../repository';
import type { ReadIdentificationDetail } from './read-identification-detail';

export interface SaveChecklistDeps {
  readonly core: Pick<VideoCore, 'db'>;
  readonly detail: ReadIdentificationDetail;
}

/** `PUT identifications/{id}/checklist`: the operator's checklist of the call. */
export function createSaveChecklist(deps: SaveChecklistDeps) {
  const { core, detail } = deps;
  const { db } = core;
  return async function saveChecklist(
    staff: StaffCaller,
    id: string,
    checklist: TChecklist,
    context: RequestContext,
  ): Promise<TIdentificationDetail> {
    await db.transaction(async (tx) => {
      const call = await requireOwnCall(tx, staff, id);
      await moveIdentification(tx, id, ['IN_CALL'], { checklist });
      await recordAudit(
        tx,
        context,
        identificationAudit(call, staffActor(staff), 'videochat.checklist', { checklist }),
      );
    });
    return detail(staff, id);
  };
}
