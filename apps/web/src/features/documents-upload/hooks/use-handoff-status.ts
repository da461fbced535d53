import {
  API_BASE_SLO,
  HANDOFF_POLL_INTERVAL_MS,
  NOTIFICATIONS_PATH,
  ZNotificationServerMessage,
  handoffRoomId,
  type THandoffStatus,
  type TNotificationClientMessage,
} from '@onboarding/domain';
import { useEffect, useState } from 'react';
import { getHandoffStatus } from '../api/handoff';

export type SocketFactory = (url: string) => WebSocket;

export interface HandoffStatusOptions {
  /** Tests pass a fake; the browser's WebSocket otherwise (none: polling only). */
  readonly createSocket?: SocketFactory | null;
  readonly pollIntervalMs?: number;
}

/** The notification endpoint's address on this page's host (ws: or wss: as the page). */
export function notificationsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_BASE_SLO}${NOTIFICATIONS_PATH}`;
}

const browserSocket: SocketFactory = (url) => new WebSocket(url);

function defaultSocketFactory(): SocketFactory | null {
  return typeof WebSocket === 'function' ? browserSocket : null;
}

function parseStatus(raw: unknown, tid: string): THandoffStatus | null {
  if (typeof raw !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const message = ZNotificationServerMessage.safeParse(json);
  if (!message.success || message.data.type !== 'HANDOFF_STATUS') return null;
  const status = message.data.payload.data;
  return status.tid === tid ? status : null;
}

/**
 * The hand-off's live status (DESIGN "Realtime"): pushed over the notification websocket (START
 * with the hand-off's room on open, END before closing); when the socket cannot be opened or
 * drops, the status is polled every few seconds instead. Starts from `initial`.
 */
export function useHandoffStatus(
  tid: string | null,
  uid: string,
  initial: THandoffStatus | null,
  options: HandoffStatusOptions = {},
): THandoffStatus | null {
  const [pushed, setPushed] = useState<THandoffStatus | null>(null);
  const createSocket =
    options.createSocket === undefined ? defaultSocketFactory() : options.createSocket;
  const pollIntervalMs = options.pollIntervalMs ?? HANDOFF_POLL_INTERVAL_MS;

  useEffect(() => {
    if (tid === null) return;
    let stopped = false;
    let pollTimer: ReturnType<typeof setInterval> | null = null;
    let socket: WebSocket | null = null;
    const controller = new AbortController();

    const take = (status: THandoffStatus | null) => {
      if (!stopped && status !== null) setPushed(status);
    };
    const poll = () => {
      if (pollTimer !== null || stopped) return;
      const once = () => void getHandoffStatus(tid, controller.signal).then(take, () => undefined);
      once();
      pollTimer = setInterval(once, pollIntervalMs);
    };

    if (createSocket === null) {
      poll();
    } else {
      try {
        socket = createSocket(notificationsUrl(window.location));
        const room: TNotificationClientMessage['payload'] = {
          roomId: handoffRoomId(tid),
          userId: uid,
        };
        socket.addEventListener('open', () => {
          socket?.send(JSON.stringify({ messageType: 'START', payload: room }));
        });
        socket.addEventListener('message', (event: MessageEvent) =>
          take(parseStatus(event.data, tid)),
        );
        socket.addEventListener('error', poll);
        socket.addEventListener('close', poll);
      } catch {
        poll();
      }
    }

    return () => {
      stopped = true;
      controller.abort();
      if (pollTimer !== null) clearInterval(pollTimer);
      if (socket !== null) {
        if (socket.readyState === WebSocket.OPEN) {
          socket.send(
            JSON.stringify({
              messageType: 'END',
              payload: { roomId: handoffRoomId(tid), userId: uid },
            }),
          );
        }
        socket.close();
      }
    };
  }, [tid, uid, createSocket, pollIntervalMs]);

  // A pushed status of this hand-off is newer than the one the page started from.
  return pushed !== null && pushed.tid === tid ? pushed : initial;
}
