import type { RealtimeBus } from './realtime-bus';

/**
 * Fan-out of user notifications to the websocket connections in rooms (DESIGN "Realtime"). A
 * message published on any instance goes over the bus (PostgreSQL LISTEN/NOTIFY, or Redis
 * pub/sub) and reaches the listeners of its room on every instance (decision 122).
 */
export interface RealtimeHub<TMessage> {
  /** Resolves when the message is handed to the bus; a failure is logged, not thrown. */
  publish(roomId: string, message: TMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(roomId: string, listener: (message: TMessage) => void): () => void;
  /** Connections listening in `roomId` on this instance (tests, metrics). */
  listeners(roomId: string): number;
  /** Starts hearing the bus. */
  start(): Promise<void>;
}

interface Envelope<TMessage> {
  readonly roomId: string;
  readonly message: TMessage;
}

export interface HubLog {
  warn(object: Record<string, unknown>, message: string): void;
}

export function createRealtimeHub<TMessage>(bus: RealtimeBus, log: HubLog): RealtimeHub<TMessage> {
  const rooms = new Map<string, Set<(message: TMessage) => void>>();

  const deliver = (payload: string) => {
    let envelope: Envelope<TMessage>;
    try {
      envelope = JSON.parse(payload) as Envelope<TMessage>;
    } catch {
      log.warn({}, 'realtime message that is not JSON ignored');
      return;
    }
    for (const listener of rooms.get(envelope.roomId) ?? []) {
      // One broken connection must not keep the message from the others.
      try {
        listener(envelope.message);
      } catch {
        // The connection's own error handling closes it.
      }
    }
  };

  return {
    async publish(roomId, message) {
      try {
        await bus.publish(JSON.stringify({ roomId, message } satisfies Envelope<TMessage>));
      } catch (error) {
        // Realtime is best effort: the screens poll as well.
        log.warn({ err: error, roomId }, 'realtime message could not be published');
      }
    },
    subscribe(roomId, listener) {
      let room = rooms.get(roomId);
      if (room === undefined) {
        room = new Set();
        rooms.set(roomId, room);
      }
      room.add(listener);
      return () => {
        room.delete(listener);
        if (room.size === 0) rooms.delete(roomId);
      };
    },
    listeners(roomId) {
      return rooms.get(roomId)?.size ?? 0;
    },
    async start() {
      await bus.subscribe(deliver);
    },
  };
}
