/**
 * Fan-out of user notifications to the websocket connections in rooms (DESIGN "Realtime"). The
 * port hides whether a message crosses instances: this in-process hub reaches the connections of
 * this server only (decision 073); a Redis or PostgreSQL LISTEN/NOTIFY hub implements the same
 * interface when several instances run.
 */
export interface RealtimeHub<TMessage> {
  publish(roomId: string, message: TMessage): void;
  /** Returns the unsubscribe function. */
  subscribe(roomId: string, listener: (message: TMessage) => void): () => void;
  /** Connections currently listening in `roomId` (tests, metrics). */
  listeners(roomId: string): number;
}

export function createInProcessHub<TMessage>(): RealtimeHub<TMessage> {
  const rooms = new Map<string, Set<(message: TMessage) => void>>();
  return {
    publish(roomId, message) {
      for (const listener of rooms.get(roomId) ?? []) {
        // One broken connection must not keep the message from the others.
        try {
          listener(message);
        } catch {
          // The connection's own error handling closes it.
        }
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
  };
}
