import {
  handoffRoomId,
  type THandoffStatus,
  type TNotificationServerMessage,
} from '@onboarding/domain';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import type { HandoffTransactionRow } from './tables';

/** Pushes the hand-off's current status to the screens in its room; returns that status. */
export async function publishHandoffStatus(
  deps: {
    readonly hub: RealtimeHub<TNotificationServerMessage>;
    readonly statusOf: (row: HandoffTransactionRow) => Promise<THandoffStatus>;
  },
  row: HandoffTransactionRow,
): Promise<THandoffStatus> {
  const status = await deps.statusOf(row);
  const roomId = handoffRoomId(row.id);
  await deps.hub.publish(roomId, {
    messageType: 'DATA',
    type: 'HANDOFF_STATUS',
    payload: { roomId, userId: row.uid, data: status },
  });
  return status;
}
