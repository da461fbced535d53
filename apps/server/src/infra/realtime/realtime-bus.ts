import { deflateRawSync, inflateRawSync } from 'node:zlib';
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

/** Marks a deflated payload (a JSON payload never starts with it). */
const DEFLATED = 'z:';

/**
 * A payload as NOTIFY can carry it: as it is when small enough, else deflated and base64-encoded
 * (a video call's SDP offer is 5–10 kB of very repetitive text, a third of that deflated).
 */
export function toNotifyPayload(payload: string): string {
  if (Buffer.byteLength(payload) <= MAX_NOTIFY_PAYLOAD_BYTES) return payload;
  const packed = DEFLATED + deflateRawSync(payload).toString('base64');
  if (packed.length > MAX_NOTIFY_PAYLOAD_BYTES) {
    throw new Error(`realtime payload of ${Buffer.byteLength(payload)} bytes is too large`);
  }
  return packed;
}

export function fromNotifyPayload(payload: string): string {
  return payload.startsWith(DEFLATED)
    ? inflateRawSync(Buffer.from(payload.slice(DEFLATED.length), 'base64')).toString('utf8')
    : payload;
}

/** PostgreSQL LISTEN/NOTIFY (and PGlite's in-process equivalent): the default transport. */
export function createDatabaseBus(database: DatabaseHandle): RealtimeBus {
  const stops: (() => Promise<void>)[] = [];
  return {
    transport: 'database',
    async publish(payload) {
      await database.notify(REALTIME_CHANNEL, toNotifyPayload(payload));
    },
    async subscribe(listener) {
      stops.push(
        await database.listen(REALTIME_CHANNEL, (payload) => listener(fromNotifyPayload(payload))),
      );
    },
    async close() {
      for (const stop of stops.splice(0)) await stop().catch(() => undefined);
    },
  };
}
