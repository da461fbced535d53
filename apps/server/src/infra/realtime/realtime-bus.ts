import type { DatabaseHandle } from '../db/database';

/**
 * The transport that carries realtime messages between server instances (DESIGN "Realtime",
 * section 5): every payload published on any instance reaches the subscribers of every instance,
 * this one included. Delivery is best effort (a message sent while an instance is reconnecting is
 * lost); every screen that follows a room polls as well.
 */
export interface RealtimeBus {
  readonly transport: 'database' | 'redis';
  publish(payload: string): Promise<void>;
  subscribe(listener: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** The one channel of the bus; rooms travel inside the payload. */
export const REALTIME_CHANNEL = 'onboarding_realtime';

/** PostgreSQL's NOTIFY refuses payloads from 8000 bytes on. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999;

/** PostgreSQL LISTEN/NOTIFY (and PGlite's in-process equivalent): the default transport. */
export function createDatabaseBus(database: DatabaseHandle): RealtimeBus {
  const stops: (() => Promise<void>)[] = [];
  return {
    transport: 'database',
    async publish(payload) {
      if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) {
        throw new Error(`realtime payload of ${Buffer.byteLength(payload)} bytes is too large`);
      }
      await database.notify(REALTIME_CHANNEL, payload);
    },
    async subscribe(listener) {
      stops.push(await database.listen(REALTIME_CHANNEL, listener));
    },
    async close() {
      for (const stop of stops.splice(0)) await stop().catch(() => undefined);
    },
  };
}
