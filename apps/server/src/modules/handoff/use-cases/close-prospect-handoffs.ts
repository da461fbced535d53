import type { TNotificationServerMessage } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { RealtimeHub } from '../../../infra/realtime/realtime-hub';
import { publishHandoffStatus } from '../publish-status';
import { findHandoffsOfProspect, updateHandoff } from '../repository';
import type { ReadHandoffStatus } from './read-handoff-status';

export interface CloseProspectHandoffsDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly statusOf: ReadHandoffStatus;
}

/** After setIDDocument from the desktop: open hand-offs of the prospect are finished too. */
export function createCloseProspectHandoffs(deps: CloseProspectHandoffsDeps) {
  const { db, clock } = deps;
  return async function closeForProspect(prospectId: string): Promise<void> {
    const now = clock();
    for (const row of await findHandoffsOfProspect(db, prospectId)) {
      if (row.finalizedAt !== null) continue;
      const updated = await updateHandoff(db, row.id, {
        status: 'FINALIZED',
        finalizedAt: now,
        updatedAt: now,
      });
      if (updated !== null) await publishHandoffStatus(deps, updated);
    }
  };
}
