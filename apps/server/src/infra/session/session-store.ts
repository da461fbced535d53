import type { Language } from '@onboarding/domain';
import { randomId, sha256Hex } from '../crypto/random';
import type { Database, Transaction } from '../db/database';

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
   * Password reset: every session of the applicant ends (decision 040). `tx` is the caller's
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
