import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Language } from '@onboarding/domain';
import { randomId, sha256Hex } from '../crypto/random';
import type { Database, Transaction } from '../db/database';
import { sessions, users } from '../db/schema';

/** 16 random bytes: the 128-bit session id of DESIGN "Sessions". */
const SESSION_ID_BYTES = 16;

export interface SessionTimeouts {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

/** The signed-in applicant a valid session belongs to. */
export interface SessionUser {
  readonly sessionIdHash: string;
  readonly userId: string;
  readonly uid: string;
  readonly email: string;
  readonly fullName: string;
  readonly language: Language;
}

export interface NewSession {
  readonly userId: string;
  readonly ip: string;
  readonly userAgent: string | null;
}

/**
 * Server-side sessions in the database (DESIGN "Sessions"): only the SHA-256 of the id is stored,
 * so a copy of the table cannot be replayed as cookies. Valid while not revoked, within the
 * absolute lifetime and used within the idle timeout.
 */
export function createSessionStore(db: Database, timeouts: SessionTimeouts) {
  return {
    /** Returns the raw id for the cookie; only its hash is stored. */
    async create(session: NewSession, now: Date): Promise<string> {
      const id = randomId(SESSION_ID_BYTES);
      await db.insert(sessions).values({
        idHash: sha256Hex(id),
        userId: session.userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + timeouts.absoluteMs),
        ip: session.ip,
        userAgent: session.userAgent,
      });
      return id;
    },

    /** The session's applicant, sliding its idle timeout; null when unknown, revoked or expired. */
    async findActive(id: string, now: Date): Promise<SessionUser | null> {
      const idHash = sha256Hex(id);
      const idleFloor = new Date(now.getTime() - timeouts.idleMs);
      const [row] = await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(sessions.idHash, idHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, idleFloor),
          ),
        )
        .returning({ userId: sessions.userId });
      if (row === undefined) return null;
      const [user] = await db
        .select({
          userId: users.id,
          uid: users.uid,
          email: users.email,
          fullName: users.fullName,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, row.userId));
      if (user === undefined) return null;
      return { ...user, language: user.language as Language, sessionIdHash: idHash };
    },

    async revoke(id: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.idHash, sha256Hex(id)), isNull(sessions.revokedAt)));
    },

    /** Password reset: every session of the applicant ends (issue 3 point 6). */
    async revokeAllForUser(tx: Database | Transaction, userId: string, now: Date): Promise<number> {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ idHash: sessions.idHash });
      return revoked.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
