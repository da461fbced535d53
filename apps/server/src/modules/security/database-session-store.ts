import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import {
  newSessionId,
  SESSION_TOUCH_INTERVAL_MS,
  sessionIdHash,
  type SessionStore,
  type SessionTimeouts,
} from '../../infra/session/session-store';
import { sessions, users } from './tables';

/**
 * Sessions in the database: valid while not revoked, within the absolute lifetime and used within
 * the idle timeout. A read is one SELECT; the idle deadline is written at most once a minute.
 */
export function createDatabaseSessionStore(db: Database, timeouts: SessionTimeouts): SessionStore {
  // Every authenticated request reads this: built once, prepared once per connection.
  const activeWithIdentity = db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      uid: users.uid,
      email: users.email,
      fullName: users.fullName,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleFloor')),
      ),
    )
    .prepare('session_with_identity');

  return {
    async create(session, now) {
      const { id, idHash } = newSessionId();
      await db.insert(sessions).values({
        idHash,
        userId: session.identity.userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + timeouts.absoluteMs),
        ip: session.ip,
        userAgent: session.userAgent,
      });
      return id;
    },

    async findActive(id, now) {
      const idHash = sessionIdHash(id);
      const idleFloor = new Date(now.getTime() - timeouts.idleMs);
      const [row] = await activeWithIdentity.execute({ idHash, now, idleFloor });
      if (row === undefined) return null;
      if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
      }
      const { lastSeenAt: _lastSeenAt, ...identity } = row;
      return { ...identity, sessionIdHash: idHash };
    },

    async revoke(id, now) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.idHash, sessionIdHash(id)), isNull(sessions.revokedAt)));
    },

    async revokeAllForUser(tx, userId, now) {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ idHash: sessions.idHash });
      return revoked.length;
    },

    async sweep(before) {
      const deleted = await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, before),
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before)),
          ),
        )
        .returning({ idHash: sessions.idHash });
      return deleted.length;
    },
  };
}
