import type { TNotificationServerMessage } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { RealtimeHub } from '../../../infra/realtime/realtime-hub';
import { publishHandoffStatus } from '../publish-status';
import { findHandoffsOfProspect } from '../repository';
import type { ReadHandoffStatus } from './read-handoff-status';

export interface PublishForProspectDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly statusOf: ReadHandoffStatus;
}

/**
 * Pushes the current status to every screen following a hand-off of `prospectId` (called
 * whenever a side changes, from the desktop or the phone).
 */
export function createPublishForProspect(deps: PublishForProspectDeps) {
  const { db, clock } = deps;
  return async function publishForProspect(prospectId: string): Promise<void> {
    const now = clock().getTime();
    for (const row of await findHandoffsOfProspect(db, prospectId)) {
      if (row.finalizedAt === null && row.expiresAt.getTime() > now) {
        await publishHandoffStatus(deps, row);
      }
    }
  };
}
