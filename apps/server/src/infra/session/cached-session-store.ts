import { createShortCache, type Invalidations } from '../cache/invalidations';
import type { Database } from '../db/database';
import { sessionIdHash, type SessionStore, type SessionUser } from './session-store';

/** How long a confirmed session is taken on trust on this instance (decision 127). */
export const SESSION_CACHE_MS = 5000;

const sessionKey = (idHash: string) => `session:${idHash}`;
const userKey = (userId: string) => `user-sessions:${userId}`;

/**
 * A session confirmed by the store is trusted for up to 5 seconds on this instance, so a burst of
 * requests (a form saving as the applicant types) reads it once. Ending a session is announced to
 * every instance (after the commit, when it happens in a transaction), which forget it at once; if
 * a notification were lost, an instance would honour the ended session for those 5 seconds at most.
 */
export function createCachedSessionStore(
  store: SessionStore,
  invalidations: Invalidations,
  db: Database,
): SessionStore {
  const cache = createShortCache<SessionUser>(SESSION_CACHE_MS);
  invalidations.onAnnounced((key) => {
    if (key.startsWith('session:')) cache.delete(key.slice('session:'.length));
    if (key.startsWith('user-sessions:')) {
      const userId = key.slice('user-sessions:'.length);
      cache.deleteWhere((user) => user.userId === userId);
    }
  });

  return {
    create: (session, now) => store.create(session, now),

    async findActive(id, now) {
      const idHash = sessionIdHash(id);
      const cached = cache.get(idHash, now.getTime());
      if (cached !== undefined) return cached;
      const user = await store.findActive(id, now);
      if (user === null) cache.delete(idHash);
      else cache.set(idHash, user, now.getTime());
      return user;
    },

    async revoke(id, now) {
      await store.revoke(id, now);
      const idHash = sessionIdHash(id);
      cache.delete(idHash);
      await invalidations.announce(db, sessionKey(idHash));
    },

    async revokeAllForUser(tx, userId, now) {
      const revoked = await store.revokeAllForUser(tx, userId, now);
      cache.deleteWhere((user) => user.userId === userId);
      await invalidations.announce(tx, userKey(userId));
      return revoked;
    },

    sweep: (before) => store.sweep(before),
  };
}
