import type { Redis } from 'ioredis';
import { z } from 'zod';
import { ZLanguage } from '@onboarding/domain';
import { execAll } from '../redis/redis-client';
import {
  newSessionId,
  SESSION_TOUCH_INTERVAL_MS,
  sessionIdHash,
  type SessionIdentity,
  type SessionStore,
  type SessionTimeouts,
} from './session-store';

// Times are epoch milliseconds: what the deadlines are computed with.
const ZStoredSession = z.object({
  identity: z.object({
    userId: z.string(),
    uid: z.string(),
    email: z.string(),
    fullName: z.string(),
    language: ZLanguage,
  }),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  expiresAt: z.number(),
  ip: z.string(),
  userAgent: z.string().nullable(),
});

type TStoredSession = z.infer<typeof ZStoredSession>;

// The client's keyPrefix (if any) goes before these; only the id's hash is ever part of a key.
const sessionKey = (idHash: string) => `session:${idHash}`;
const userSessionsKey = (userId: string) => `user-sessions:${userId}`;

/**
 * Sessions in Redis (DESIGN "Sessions", REDIS_URL set): the same rules as the database store.
 * Deadlines are checked against `now`; the key's TTL only clears sessions nobody reads again.
 */
export function createRedisSessionStore(redis: Redis, timeouts: SessionTimeouts): SessionStore {
  const isActive = (stored: TStoredSession, nowMs: number) =>
    stored.expiresAt > nowMs && nowMs - stored.lastSeenAt < timeouts.idleMs;

  const ttlOf = (stored: TStoredSession, nowMs: number) =>
    Math.max(1, Math.min(stored.lastSeenAt + timeouts.idleMs, stored.expiresAt) - nowMs);

  const read = async (idHash: string): Promise<TStoredSession | null> => {
    const raw = await redis.get(sessionKey(idHash));
    return raw === null ? null : ZStoredSession.parse(JSON.parse(raw));
  };

  return {
    async create(session, now) {
      const { id, idHash } = newSessionId();
      const nowMs = now.getTime();
      const stored: TStoredSession = {
        identity: pickIdentity(session.identity),
        createdAt: nowMs,
        lastSeenAt: nowMs,
        expiresAt: nowMs + timeouts.absoluteMs,
        ip: session.ip,
        userAgent: session.userAgent,
      };
      const userKey = userSessionsKey(stored.identity.userId);
      // The set lives as long as the newest session can, so it outlives every member.
      await execAll(
        redis
          .multi()
          .set(sessionKey(idHash), JSON.stringify(stored), 'PX', ttlOf(stored, nowMs))
          .sadd(userKey, idHash)
          .pexpire(userKey, timeouts.absoluteMs),
      );
      return id;
    },

    async findActive(id, now) {
      const idHash = sessionIdHash(id);
      const nowMs = now.getTime();
      const stored = await read(idHash);
      if (stored === null || !isActive(stored, nowMs)) return null;
      if (nowMs - stored.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
        const touched = { ...stored, lastSeenAt: nowMs };
        // XX: a session revoked since the read stays revoked instead of being written back.
        await redis.set(
          sessionKey(idHash),
          JSON.stringify(touched),
          'PX',
          ttlOf(touched, nowMs),
          'XX',
        );
      }
      return { ...stored.identity, sessionIdHash: idHash };
    },

    async revoke(id) {
      const idHash = sessionIdHash(id);
      const stored = await read(idHash);
      if (stored === null) return;
      await execAll(
        redis.multi().del(sessionKey(idHash)).srem(userSessionsKey(stored.identity.userId), idHash),
      );
    },

    async revokeAllForUser(_tx, userId) {
      const userKey = userSessionsKey(userId);
      const idHashes = await redis.smembers(userKey);
      if (idHashes.length === 0) return 0;
      // SREM of what was read, not DEL: a session started meanwhile stays listed.
      const [deleted] = await execAll(
        redis
          .multi()
          .del(...idHashes.map(sessionKey))
          .srem(userKey, ...idHashes),
      );
      return typeof deleted === 'number' ? deleted : 0;
    },

    // Redis forgets a session by itself when its key's time to live runs out.
    sweep: () => Promise.resolve(0),
  };
}

// Only the identity's own fields: a SessionUser passed in must not store its sessionIdHash.
function pickIdentity(identity: SessionIdentity): SessionIdentity {
  const { userId, uid, email, fullName, language } = identity;
  return { userId, uid, email, fullName, language };
}
