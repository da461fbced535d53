import {
  HANDOFF_POLL_INTERVAL_MS,
  handoffRoomId,
  ZHandoffStatusMessage,
  type THandoffStatus,
} from '@onboarding/domain';
import { useRoomStatus, type SocketFactory } from '../../../lib/realtime/use-room-status';
import { getHandoffStatus } from '../api/handoff';

export { notificationsUrl, type SocketFactory } from '../../../lib/realtime/use-room-status';

export interface HandoffStatusOptions {
  /** Tests pass a fake; the browser's WebSocket otherwise (none: polling only). */
  readonly createSocket?: SocketFactory | null;
  readonly pollIntervalMs?: number;
}

/**
 * The hand-off's live status: pushed in the room `handoff:{tid}`, polled when the socket is not
 * there (useRoomStatus). Starts from `initial`.
 */
export function useHandoffStatus(
  tid: string | null,
  uid: string,
  initial: THandoffStatus | null,
  options: HandoffStatusOptions = {},
): THandoffStatus | null {
  const status = useRoomStatus({
    roomId: tid === null ? null : handoffRoomId(tid),
    userId: uid,
    initial,
    messages: ZHandoffStatusMessage,
    pick: (message) => (message.payload.data.tid === tid ? message.payload.data : null),
    fetchStatus: (signal) => getHandoffStatus(tid ?? '', signal),
    pollIntervalMs: options.pollIntervalMs ?? HANDOFF_POLL_INTERVAL_MS,
    createSocket: options.createSocket,
  });
  // A status of another hand-off (the link was renewed) is not this one's.
  return status !== null && status.tid === tid ? status : initial;
}
