import {
  ZVideoServerMessage,
  type TVideoClientMessage,
  type TVideoServerMessage,
} from '@onboarding/domain';
import { notificationsUrl } from '@onboarding/video-call';

export type SocketFactory = (url: string) => WebSocket;

export function parseServerMessage(raw: unknown): TVideoServerMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed = ZVideoServerMessage.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface RoomConnection {
  /** Sends one DATA message of the room; false when the socket is not open. */
  send(message: TVideoClientMessage): boolean;
  close(): void;
}

export interface RoomHandlers {
  readonly onMessage: (message: TVideoServerMessage) => void;
  /** true once the room is joined, false while the socket is down (it reconnects by itself). */
  readonly onLive?: (live: boolean) => void;
}

const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000];

/**
 * Joins one room of the notification websocket (START with roomId and userId on open, END before
 * closing) and keeps it joined: a dropped socket reconnects with a growing delay, so the queue and
 * the call survive a server restart or a short network loss. Only messages of this room pass.
 */
export function joinRoom(
  roomId: string,
  userId: string,
  handlers: RoomHandlers,
  createSocket: SocketFactory = (url) => new WebSocket(url),
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): RoomConnection {
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const connect = () => {
    if (closed) return;
    const current = createSocket(notificationsUrl(location));
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      current.send(JSON.stringify({ messageType: 'START', payload: { roomId, userId } }));
      handlers.onLive?.(true);
    });
    current.addEventListener('message', (event: MessageEvent) => {
      const message = parseServerMessage(event.data);
      if (message !== null && message.payload.roomId === roomId) handlers.onMessage(message);
    });
    current.addEventListener('close', () => {
      if (socket !== current || closed) return;
      handlers.onLive?.(false);
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(connect, delay);
    });
  };
  connect();

  return {
    send(message) {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      if (socket?.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ messageType: 'END', payload: { roomId, userId } }));
      }
      socket?.close();
    },
  };
}
