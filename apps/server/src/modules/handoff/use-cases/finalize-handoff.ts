import type { HandoffStep, THandoffStatus, TNotificationServerMessage } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { RealtimeHub } from '../../../infra/realtime/realtime-hub';
import type { DocumentCaller } from '../../../infra/session/caller';
import type { DocumentsService } from '../../documents/service';
import { requireOpenHandoff } from '../handoff-state';
import { publishHandoffStatus } from '../publish-status';
import { findHandoff, updateHandoff } from '../repository';
import type { ReadHandoffStatus } from './read-handoff-status';
import type { RequireHandoffTransaction } from './require-handoff-transaction';

export interface FinalizeHandoffDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly documents: Pick<DocumentsService, 'confirm'>;
  readonly requireTransaction: RequireHandoffTransaction;
  readonly statusOf: ReadHandoffStatus;
}

/**
 * `POST onboarding/documents/handoff/{tid}/finalize`: the phone (or the desktop) confirms;
 * the same confirmation as setIDDocument, and the hand-off is closed in the same transaction.
 */
export function createFinalizeHandoff(deps: FinalizeHandoffDeps) {
  const { db, clock, documents, requireTransaction } = deps;
  return async function finalize(
    caller: DocumentCaller,
    tid: string,
    context: RequestContext,
  ): Promise<THandoffStatus> {
    const row = await requireTransaction(caller, tid);
    requireOpenHandoff(row, clock);
    await db.transaction(async (tx) => {
      await documents.confirm(tx, caller, row.prospectId, context);
      const now = clock();
      await updateHandoff(tx, row.id, {
        status: 'FINALIZED',
        finalizedAt: now,
        stepsDone: [...new Set<HandoffStep>([...row.stepsDone, 'FINALIZED'])],
        updatedAt: now,
      });
    });
    const finalized = (await findHandoff(db, row.id)) ?? row;
    return publishHandoffStatus(deps, finalized);
  };
}
