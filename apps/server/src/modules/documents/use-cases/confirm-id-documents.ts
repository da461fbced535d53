import type { TIdDocumentStatus } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import type { ProspectsService } from '../../prospects/service';
import { ID_UPLOAD_STATES, requireIdUploadState } from '../id-documents';
import { readIdStatus } from '../id-status';
import { confirmDocuments, markIdChoiceConfirmed } from '../repository';
import type { ResolveProspect } from './resolve-prospect';

export interface ConfirmIdDocumentsDeps {
  readonly clock: Clock;
  readonly prospects: Pick<ProspectsService, 'advance' | 'resumeAfterCorrection'>;
  readonly resolveProspect: ResolveProspect;
}

export type ConfirmIdDocuments = ReturnType<typeof createConfirmIdDocuments>;

/**
 * Every side UPLOADED becomes CONFIRMED and the prospect moves to PROSPECT_IDS_UPLOADED, with its
 * audit record, in the caller's transaction (decision 070): setIDDocument from the desktop, the
 * phone's finalize in the hand-off's transaction. When the video operator had sent the documents
 * back, the prospect goes on to the video call with everything else kept (decision 244).
 */
export function createConfirmIdDocuments({
  clock,
  prospects,
  resolveProspect,
}: ConfirmIdDocumentsDeps) {
  return async function confirm(
    tx: Transaction,
    caller: DocumentCaller,
    prospectId: string,
    context: RequestContext,
  ): Promise<TIdDocumentStatus> {
    // Always with an id: finding the newest prospect reads outside `tx` (PGlite has one connection).
    const prospect = await resolveProspect(tx, caller, prospectId);
    requireIdUploadState(prospect);
    const status = await readIdStatus(tx, prospect.id);
    if (!status.complete || status.idType === null) {
      throw new AppError(409, 'DOCUMENTS_INCOMPLETE', {
        message: 'Every side of the identity document must be uploaded first.',
        fieldErrors: status.sides
          .filter((side) => side.state !== 'UPLOADED')
          .map((side) => ({ field: side.side, code: side.rejectionReason ?? side.state })),
      });
    }
    const documentIds = status.sides.flatMap((side) => (side.image ? [side.image.id] : []));
    const now = clock();
    await confirmDocuments(tx, documentIds, now);
    await markIdChoiceConfirmed(tx, prospect.id, now);
    await prospects.advance(
      tx,
      {
        prospectId: prospect.id,
        from: ID_UPLOAD_STATES,
        to: 'PROSPECT_IDS_UPLOADED',
        actorId: caller.userId,
        details: {
          idType: status.idType,
          documentIds,
          via: caller.kind === 'handoff' ? 'PHONE' : 'DESKTOP',
        },
      },
      context,
    );
    await prospects.resumeAfterCorrection(
      tx,
      { prospectId: prospect.id, step: 'DOCUMENTS', actorId: caller.userId },
      context,
    );
    return readIdStatus(tx, prospect.id);
  };
}
