import { describe, expect, it, vi } from 'vitest';
import type { Invalidations } from '../cache/invalidations';
import type { Database } from '../db/database';
import { createCachedSessionStore, SESSION_CACHE_MS } from './cached-session-store';
import { sessionIdHash, type SessionStore, type SessionUser } from './session-store';

/**
 * The notifications of one database shared by the "instances" of a test, delivered in process
 * (the PostgreSQL side is covered by the two-instance test).
 */
function inProcessNotifications() {
  const listeners: ((key: string) => void)[] = [];
  return (): Invalidations => ({
    announce: (_tx, key) => {
      for (const listener of listeners) listener(key);
      return Promise.resolve();
    },
    onAnnounced: (listener) => {
      listeners.push(listener);
    },
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  });
}

// The fakes below take no database; the real store's is never touched.
const noDatabase = {} as Database;

function userOf(id: string): SessionUser {
  return {
    sessionIdHash: sessionIdHash(id),
    userId: `user-of-${id}`,
    uid: 'uid',
    email: 'ana@example.si',
    fullName: 'Ana Novak',
    language: 'en',
  };
}

/** A store that knows the sessions in `live` and counts its reads. */
function fakeStore(live: Set<string>) {
  const reads = vi.fn((id: string) => Promise.resolve(live.has(id) ? userOf(id) : null));
  const store: SessionStore & { reads: typeof reads } = {
    reads,
    create: () => Promise.resolve('id'),
    findActive: reads,
    revoke: (id) => {
      live.delete(id);
      return Promise.resolve();
    },
    revokeAllForUser: (_tx, userId) => {
      for (const id of live) if (userOf(id).userId === userId) live.delete(id);
      return Promise.resolve(1);
    },
    sweep: () => Promise.resolve(0),
  };
  return store;
}

function instance(store: SessionStore, notifications: () => Invalidations) {
  return createCachedSessionStore(store, notifications(), noDatabase);
}

const at = (ms: number) => new Date(Date.UTC(2026, 10, 23, 10) + ms);

describe('sessions cached for a moment on each instance', () => {
  it('when a session is read again within the cache time, then the store is not asked; after it, it is', async () => {
    const inner = fakeStore(new Set(['a']));
    const store = instance(inner, inProcessNotifications());
    expect(await store.findActive('a', at(0))).toMatchObject({ userId: 'user-of-a' });
    expect(await store.findActive('a', at(SESSION_CACHE_MS - 1))).toMatchObject({
      userId: 'user-of-a',
    });
    expect(inner.reads).toHaveBeenCalledTimes(1);
    await store.findActive('a', at(SESSION_CACHE_MS));
    expect(inner.reads).toHaveBeenCalledTimes(2);
  });

  it('when there is no session, then the answer is not kept', async () => {
    const live = new Set<string>();
    const inner = fakeStore(live);
    const store = instance(inner, inProcessNotifications());
    expect(await store.findActive('b', at(0))).toBeNull();
    live.add('b');
    expect(await store.findActive('b', at(1))).not.toBeNull();
  });

  it('when a session ends on one instance, then the others forget it at once', async () => {
    const live = new Set(['c', 'd']);
    const notifications = inProcessNotifications();
    const one = instance(fakeStore(live), notifications);
    const two = instance(fakeStore(live), notifications);
    expect(await two.findActive('c', at(0))).not.toBeNull();
    expect(await two.findActive('d', at(0))).not.toBeNull();
    await one.revoke('c', at(1));
    expect(await two.findActive('c', at(2))).toBeNull();
    expect(await two.findActive('d', at(2))).not.toBeNull();
  });

  it('when every session of an account ends (password reset), then every instance forgets them', async () => {
    const live = new Set(['e']);
    const notifications = inProcessNotifications();
    const one = instance(fakeStore(live), notifications);
    const two = instance(fakeStore(live), notifications);
    expect(await two.findActive('e', at(0))).not.toBeNull();
    await one.revokeAllForUser(noDatabase, 'user-of-e', at(1));
    expect(await two.findActive('e', at(2))).toBeNull();
  });
});
