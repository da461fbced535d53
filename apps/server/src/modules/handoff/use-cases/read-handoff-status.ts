import type { HandoffStep, THandoffStatus } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { DocumentsService } from '../../documents/service';
import { handoffStatusName } from '../handoff-state';
import type { HandoffTransactionRow } from '../tables';

export interface ReadHandoffStatusDeps {
  readonly clock: Clock;
  readonly documents: Pick<DocumentsService, 'idStatus'>;
}

export type ReadHandoffStatus = ReturnType<typeof createReadHandoffStatus>;

/** A hand-off's status: its steps done (from the identity-document sides too) and its times. */
export function createReadHandoffStatus({ clock, documents }: ReadHandoffStatusDeps) {
  return async function statusOf(row: HandoffTransactionRow): Promise<THandoffStatus> {
    const idStatus = await documents.idStatus(row.prospectId);
    const steps = new Set<HandoffStep>(row.stepsDone);
    if (idStatus.idType !== null) steps.add('ID_TYPE');
    for (const side of idStatus.sides) {
      if (side.state === 'UPLOADED' || side.state === 'CONFIRMED') steps.add(side.side);
    }
    if (row.finalizedAt !== null) steps.add('FINALIZED');
    return {
      tid: row.id,
      prospectId: row.prospectId,
      status: handoffStatusName(row, clock),
      stepsDone: ['LINK_OPENED', 'ID_TYPE', 'FRONTVIEW', 'BACKVIEW', 'FINALIZED'].filter((step) =>
        steps.has(step as HandoffStep),
      ) as HandoffStep[],
      documents: idStatus,
      expiresAt: row.expiresAt.toISOString(),
      finalizedAt: row.finalizedAt?.toISOString() ?? null,
      smsSentAt: row.smsSentAt?.toISOString() ?? null,
      openedAt: row.openedAt?.toISOString() ?? null,
    };
  };
}
