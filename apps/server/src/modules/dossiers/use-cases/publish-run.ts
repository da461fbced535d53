import { longProcessRoomId, type TNotificationServerMessage } from '@onboarding/domain';
import type { RealtimeHub } from '../../../infra/realtime/realtime-hub';
import { toLongProcess, type LongProcessRecord } from '../long-process-views';

export interface PublishRunDeps {
  readonly hub: Pick<RealtimeHub<TNotificationServerMessage>, 'publish'>;
}

/** Pushes a run's state to its room (after the change is committed). */
export function createPublishRun({ hub }: PublishRunDeps) {
  return async function publishRun(row: LongProcessRecord): Promise<void> {
    const roomId = longProcessRoomId(row.id);
    await hub.publish(roomId, {
      messageType: 'DATA',
      type: 'LONG_PROCESS_STATUS',
      payload: { roomId, userId: row.prospectId, data: toLongProcess(row) },
    });
  };
}

export type PublishRun = ReturnType<typeof createPublishRun>;
