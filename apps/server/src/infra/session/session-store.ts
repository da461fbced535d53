import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Language } from '@onboarding/domain';
import { randomId, sha256Hex } from '../crypto/random';
import type { Database, Transaction } from '../db/database';
import { users } from '../../modules/security/tables';
import { sessions } from './tables';

/** 16 random bytes: the 128-bit session id of DESIGN "Sessions". */
const SESSION_ID_BYTES = 16;

/**
 * The idle deadline moves at most this often (decision 125): a request within a minute of the last
 * refresh reads its session without writing it, and the idle timeout is then exact to a minute.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface SessionTimeouts {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

/** Who the account is: copied into the session when it starts (only a password change alters it, and that ends every session). */
export interface SessionIdentity {
  readonly userId: string;
  readonly uid: string;
  readonly email: string;
  readonly fullName: string;
  readonly language: Language;
}

/** The signed-in applicant a valid session belongs to. */
export interface SessionUser extends SessionIdentity {
  readonly sessionIdHash: string;
}

export interface NewSession {
  readonly identity: SessionIdentity;
  readonly ip: string;
  readonly userAgent: string | null;
}

/**
 * Where sessions live (DESIGN "Sessions"): the database by default, Redis when REDIS_URL is set.
 * Only a hash of the id is ever stored, so a copy of the store cannot be replayed as cookies.
 */
export interface SessionStore {
  /** Returns the raw id for the cookie. */
  create(session: NewSession, now: Date): Promise<string>;
  /** The session's applicant, sliding the idle timeout; null when unknown, revoked or expired. */
  findActive(id: string, now: Date): Promise<SessionUser | null>;
  revoke(id: string, now: Date): Promise<void>;
  /**
   * Password reset: every session of the applicant ends (issue 3 point 6). `tx` is the caller's
   * transaction; a store outside the database ends them at once, before the commit.
   */
  revokeAllForUser(tx: Database | Transaction, userId: string, now: Date): Promise<number>;
  /** Housekeeping: forgets sessions ended before `before`; returns how many. */
  sweep(before: Date): Promise<number>;
}

export function newSessionId(): { id: string; idHash: string } {
  const id = randomId(SESSION_ID_BYTES);
  return { id, idHash: sha256Hex(id) };
}

export function sessionIdHash(id: string): string {
  return sha256Hex(id);
}

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
