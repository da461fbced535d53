import type { Database, DatabaseHandle, Transaction } from '../db/database';
import { notifyOnCommit } from '../db/notify-on-commit';

/** Instances tell each other here which cached reads to forget. */
export const INVALIDATIONS_CHANNEL = 'onboarding_invalidations';

/**
 * Forgetting cached reads on every instance (decision 127). An announcement made in a transaction
 * is a NOTIFY on that transaction's connection: PostgreSQL delivers it when, and only if, the
 * transaction commits, so no instance can cache the old value again after it has forgotten it.
 */
export interface Invalidations {
  /** Every instance, this one included, forgets `key`; within `tx`, once it commits. */
  announce(tx: Database | Transaction, key: string): Promise<void>;
  /** Called for every key announced by any instance. */
  onAnnounced(listener: (key: string) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createInvalidations(database: DatabaseHandle): Invalidations {
  const listeners: ((key: string) => void)[] = [];
  let stop: (() => Promise<void>) | undefined;
  return {
    async announce(tx, key) {
      await notifyOnCommit(tx, INVALIDATIONS_CHANNEL, key);
    },
    onAnnounced(listener) {
      listeners.push(listener);
    },
    async start() {
      stop = await database.listen(INVALIDATIONS_CHANNEL, (key) => {
        for (const listener of listeners) listener(key);
      });
    },
    async stop() {
      await stop?.().catch(() => undefined);
      stop = undefined;
    },
  };
}

/**
 * Reads kept for a moment, keyed; each entry is forgotten when announced, and trusted for at most
 * `maxAgeMs` in any case (a lost notification costs that long at most).
 */
export function createShortCache<TValue>(maxAgeMs: number, maxEntries = 20_000) {
  const entries = new Map<string, { value: TValue; at: number }>();
  return {
    get(key: string, now: number): TValue | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      const age = now - entry.at;
      if (age >= 0 && age < maxAgeMs) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: TValue, now: number): void {
      entries.delete(key);
      // A Map keeps insertion order: the oldest entry goes first when it is full.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
      entries.set(key, { value, at: now });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    deleteWhere(matches: (value: TValue) => boolean): void {
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
  };
}
