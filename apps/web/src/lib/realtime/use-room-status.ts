import {
  API_BASE_SLO,
  NOTIFICATIONS_PATH,
  type TNotificationClientMessage,
} from '@onboarding/domain';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { nextTask } from '../chunks/next-task';

export type SocketFactory = (url: string) => WebSocket;

export interface RoomStatusOptions<T, M> {
  /** The room to follow; null follows nothing (the status is not known yet). */
  readonly roomId: string | null;
  readonly userId: string;
  /** The status the page started from (its query's answer). */
  readonly initial: T | null;
  /**
   * The messages of this kind of room (ZLongProcessStatusMessage, ZHandoffStatusMessage): the
   * socket carries every room's, and a page parses only those it follows, so it loads no other
   * room's schemas (decision 299).
   */
  readonly messages: z.ZodType<M>;
  /** This room's status in one of its messages, or null for another room's. */
  readonly pick: (message: M) => T | null;
  /** The same status by HTTP, when the socket cannot be opened or drops. */
  readonly fetchStatus: (signal: AbortSignal) => Promise<T>;
  readonly pollIntervalMs: number;
  /** Tests pass a fake; the browser's WebSocket otherwise (none: polling only). */
  readonly createSocket?: SocketFactory | null;
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

function parseMessage<M>(raw: unknown, messages: z.ZodType<M>): M | null {
  if (typeof raw !== 'string') return null;
  try {
    const message = messages.safeParse(JSON.parse(raw));
    return message.success ? message.data : null;
  } catch {
    return null;
  }
}

/**
 * A room's live status (DESIGN "Realtime"): pushed over the notification websocket (START with
 * the room on open, END before closing); when the socket cannot be opened or drops, the status is
 * polled instead. Answers the newest status heard, or `initial` before any.
 */
export function useRoomStatus<T, M>(options: RoomStatusOptions<T, M>): T | null {
  const { roomId, userId, initial, pollIntervalMs } = options;
  const [heard, setHeard] = useState<{ roomId: string; status: T } | null>(null);
  const createSocket =
    options.createSocket === undefined ? defaultSocketFactory() : options.createSocket;
  // The callbacks are read through the latest options, so a new function each render is fine.
  const { messages, pick, fetchStatus } = options;

  useEffect(() => {
    if (roomId === null) return;
    let stopped = false;
    let pollTimer: ReturnType<typeof setInterval> | null = null;
    let socket: WebSocket | null = null;
    const controller = new AbortController();

    const take = (status: T | null) => {
      if (!stopped && status !== null) setHeard({ roomId, status });
    };
    const poll = () => {
      if (pollTimer !== null || stopped) return;
      const once = () => void fetchStatus(controller.signal).then(take, () => undefined);
      once();
      pollTimer = setInterval(once, pollIntervalMs);
    };
    const room: TNotificationClientMessage['payload'] = { roomId, userId };

    const connect = (open: SocketFactory) => {
      if (stopped) return;
      try {
        socket = open(notificationsUrl(window.location));
        socket.addEventListener('open', () => {
          socket?.send(JSON.stringify({ messageType: 'START', payload: room }));
        });
        socket.addEventListener('message', (event: MessageEvent) => {
          const message = parseMessage(event.data, messages);
          take(message === null ? null : pick(message));
        });
        socket.addEventListener('error', poll);
        socket.addEventListener('close', poll);
      } catch {
        poll();
      }
    };
    // Opening a socket costs the browser a few milliseconds: in a task of its own, not in the
    // commit of the page that wants it (decision 306).
    if (createSocket === null) poll();
    else void nextTask().then(() => connect(createSocket));

    return () => {
      stopped = true;
      controller.abort();
      if (pollTimer !== null) clearInterval(pollTimer);
      if (socket !== null) {
        if (socket.readyState === WebSocket.OPEN) {
          socket.send(JSON.stringify({ messageType: 'END', payload: room }));
        }
        socket.close();
      }
    };
    // messages, pick and fetchStatus follow roomId; a new closure per render must not reopen the
    // socket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomId, userId, createSocket, pollIntervalMs]);

  return heard !== null && heard.roomId === roomId ? heard.status : initial;
}
