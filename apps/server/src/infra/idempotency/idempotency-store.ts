import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import { DURATIONS_MS } from '@onboarding/domain';
import type { Clock } from '../clock';
import type { DataCipher } from '../crypto/data-cipher';
import { randomId } from '../crypto/random';
import type { Database } from '../db/database';
import { idempotencyKeys } from './tables';

/** Stripe keeps keys 24 hours; a retry later than that is a new request. */
export const KEY_LIFETIME_MS = DURATIONS_MS.day;
/**
 * A claim older than this belongs to a request that will not answer any more (its instance
 * crashed, or its client went away before the response was stored): a retry may take it over.
 * Longer than any request of the API takes (the slowest, external calls, give up after 8 s).
 */
export const STALE_LOCK_MS = 60_000;

/** What a stored response replays: status, the headers worth repeating, the bytes of the body. */
export interface StoredResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | readonly string[]>>;
  readonly body: Buffer;
}

export interface KeyUse {
  /** SHA-256 (hex) of the Idempotency-Key. */
  readonly keyHash: string;
  readonly owner: string;
  readonly fingerprint: string;
}

export type ClaimOutcome =
  | { readonly kind: 'claimed'; readonly lockId: string }
  /** The key belongs to another caller, or was used for another request. */
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'in-flight' }
  | { readonly kind: 'stored'; readonly response: StoredResponse };

export interface IdempotencyStore {
  /** Claims the key for this request, or says why not (atomic across instances). */
  claim(use: KeyUse): Promise<ClaimOutcome>;
  /** Stores the response of a claimed key; false when the claim was taken over meanwhile. */
  complete(keyHash: string, lockId: string, response: StoredResponse): Promise<boolean>;
  /** Gives the key up (a 5xx, a 429): the client may retry it and the route runs again. */
  release(keyHash: string, lockId: string): Promise<void>;
  /** Housekeeping: deletes the keys expired by `now`; returns how many. */
  sweepExpired(now: Date): Promise<number>;
}

interface SealedResponse {
  readonly headers: Readonly<Record<string, string | readonly string[]>>;
  readonly body: string;
}

// Bound to the key: a sealed response copied onto another key's row does not open there.
const sealContext = (keyHash: string) => `idempotency:${keyHash}`;

/**
 * The keys in the database (decision 153), so every instance on it shares them: the claim is an
 * INSERT … ON CONFLICT DO NOTHING, and taking over an expired or abandoned claim is an UPDATE
 * whose WHERE PostgreSQL re-checks under the row lock, so only one contender wins either way.
 */
export function createIdempotencyStore(
  db: Database,
  clock: Clock,
  cipher: DataCipher,
): IdempotencyStore {
  return {
    async claim(use) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const outcome = await tryClaim(db, clock, cipher, use);
        if (outcome !== null) return outcome;
      }
      // Claimed and released three times over in between: as busy as a request in flight.
      return { kind: 'in-flight' };
    },

    async complete(keyHash, lockId, response) {
      const sealed: SealedResponse = {
        headers: response.headers,
        body: response.body.toString('base64'),
      };
      const updated = await db
        .update(idempotencyKeys)
        .set({
          status: response.status,
          response: cipher.sealText(JSON.stringify(sealed), sealContext(keyHash)),
          lockId: null,
          lockedAt: null,
        })
        .where(and(eq(idempotencyKeys.keyHash, keyHash), eq(idempotencyKeys.lockId, lockId)))
        .returning({ keyHash: idempotencyKeys.keyHash });
      return updated.length > 0;
    },

    async release(keyHash, lockId) {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.keyHash, keyHash), eq(idempotencyKeys.lockId, lockId)));
    },

    async sweepExpired(now) {
      const deleted = await db
        .delete(idempotencyKeys)
        .where(lte(idempotencyKeys.expiresAt, now))
        .returning({ keyHash: idempotencyKeys.keyHash });
      return deleted.length;
    },
  };
}

async function tryClaim(
  db: Database,
  clock: Clock,
  cipher: DataCipher,
  use: KeyUse,
): Promise<ClaimOutcome | null> {
  const now = clock();
  const lockId = randomId(16);
  const fresh = {
    owner: use.owner,
    fingerprint: use.fingerprint,
    lockId,
    lockedAt: now,
    status: null,
    response: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
  };
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ keyHash: use.keyHash, ...fresh })
    .onConflictDoNothing()
    .returning({ keyHash: idempotencyKeys.keyHash });
  if (inserted.length > 0) return { kind: 'claimed', lockId };

  // An expired key is anybody's; an abandoned claim only its own request's (same caller, same
  // request) — a different request with the key is refused below, abandoned or not.
  const takenOver = await db
    .update(idempotencyKeys)
    .set(fresh)
    .where(
      and(
        eq(idempotencyKeys.keyHash, use.keyHash),
        or(
          lte(idempotencyKeys.expiresAt, now),
          and(
            isNull(idempotencyKeys.status),
            lt(idempotencyKeys.lockedAt, new Date(now.getTime() - STALE_LOCK_MS)),
            eq(idempotencyKeys.owner, use.owner),
            eq(idempotencyKeys.fingerprint, use.fingerprint),
          ),
        ),
      ),
    )
    .returning({ keyHash: idempotencyKeys.keyHash });
  if (takenOver.length > 0) return { kind: 'claimed', lockId };

  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.keyHash, use.keyHash));
  // Released between the insert and the read: claim again.
  if (row === undefined) return null;
  if (row.owner !== use.owner || row.fingerprint !== use.fingerprint) return { kind: 'mismatch' };
  if (row.status === null || row.response === null) return { kind: 'in-flight' };
  return { kind: 'stored', response: openStored(cipher, use.keyHash, row.status, row.response) };
}

function openStored(
  cipher: DataCipher,
  keyHash: string,
  status: number,
  sealed: string,
): StoredResponse {
  const parsed = JSON.parse(cipher.openText(sealed, sealContext(keyHash))) as SealedResponse;
  return { status, headers: parsed.headers, body: Buffer.from(parsed.body, 'base64') };
}
