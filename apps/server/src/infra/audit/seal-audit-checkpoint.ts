import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { TimestampClient } from '../signing/timestamp-client';
import {
  CHECKPOINT_FORMAT,
  readSealedCheckpoint,
  sha256Hex,
  signCheckpoint,
  signedBytesOf,
  timestampFactsOf,
  type AuditCheckpoint,
  type CheckpointKey,
  type CheckpointReason,
  type SealedCheckpoint,
} from './checkpoint-seal';
import { newestCheckpointNumber, type AuditCheckpointStore } from './checkpoint-store';
import { firstDifferingRow } from './verify-audit-checkpoints';

export interface SealAuditCheckpointDeps {
  readonly db: Database;
  readonly store: AuditCheckpointStore;
  readonly key: CheckpointKey;
  /** RFC 3161: TSA_URL's client or the built-in authority; undefined: sealed, not time-stamped. */
  readonly timestamps: TimestampClient | undefined;
  readonly clock: Clock;
  /** Rows one checkpoint holds at most; a longer backlog is sealed in several (default 20 000). */
  readonly maxRows?: number;
}

/** Tries when another instance takes the same checkpoint number first. */
const ATTEMPTS = 5;

/**
 * The highest row id below which no row can still appear. Identity values are handed out at
 * insert and committed later, so a row with a lower id than one already visible may still be in
 * flight: SHARE mode waits for every transaction that has written to audit_events to end (and
 * holds new writers for the few milliseconds of this one query), after which none can.
 */
async function settledHead(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // A transaction stuck with audit rows must not hold every writer behind us for long.
    await tx.execute(sql`set local lock_timeout = '10s'`);
    await tx.execute(sql`lock table audit_events in share mode`);
    const result = await tx.execute<{ head: string | null }>(
      sql`select max(id)::text as head from audit_events`,
    );
    return Number(result.rows[0]?.head ?? 0);
  });
}

async function newestCheckpoint(
  store: AuditCheckpointStore,
): Promise<{ sealed: SealedCheckpoint; sha256: string } | null> {
  const sequence = await newestCheckpointNumber(store);
  if (sequence === 0) return null;
  const bytes = await store.get(sequence);
  if (bytes === null) throw new Error(`checkpoint ${sequence} vanished from ${store.location}`);
  const sealed = readSealedCheckpoint(bytes);
  return { sealed, sha256: sha256Hex(signedBytesOf(sealed.checkpoint)) };
}

/**
 * A tripwire: the rows the newest checkpoint sealed must still be in the table as sealed, else
 * the table (or the archive) was changed, and sealing on top of it would hide that. Only the
 * newest checkpoint's rows (an hour's): `audit:verify` checks them all.
 */
async function assertNewestHolds(db: Database, checkpoint: AuditCheckpoint): Promise<void> {
  const differing = await firstDifferingRow(db, checkpoint);
  if (differing !== null) {
    throw new Error(
      `audit checkpoint ${checkpoint.sequence} does not match this database at row ${differing.rowId}: run npm run audit:verify`,
    );
  }
}

async function rowsAfter(
  db: Database,
  fromId: number,
  head: number,
  limit: number,
): Promise<[number, string | null][]> {
  const result = await db.execute<{ id: string; hash: string | null }>(sql`
    select id::text as id, hash from audit_events
    where id > ${fromId} and id <= ${head} order by id limit ${limit}`);
  return result.rows.map((row) => [Number(row.id), row.hash]);
}

async function timestamped(
  timestamps: TimestampClient | undefined,
  bytes: Buffer,
): Promise<Pick<SealedCheckpoint, 'timestamp' | 'untimestamped'>> {
  if (timestamps === undefined) {
    return { timestamp: null, untimestamped: 'no time-stamping authority is configured' };
  }
  try {
    const token = await timestamps.timestamp(bytes);
    return {
      timestamp: {
        token: token.toString('base64'),
        time: timestampFactsOf(token).time.toISOString(),
      },
      untimestamped: null,
    };
  } catch (error) {
    // Sealed anyway: a signed checkpoint outside the database is worth more than none, and the
    // next one (within the hour) is time-stamped again once the authority answers.
    return {
      timestamp: null,
      untimestamped: `the time-stamping failed: ${(error as Error).message}`,
    };
  }
}

/**
 * Seals the audit trail's rows written since the newest checkpoint into the next one (decision
 * 278): their ids and chain hashes, signed, time-stamped and written once to the archive. Run
 * hourly and after every case export; an hour without rows still gets its checkpoint, which
 * shows the sealing ran. Returns the checkpoints written (several when the backlog is long).
 */
export async function sealAuditCheckpoint(
  deps: SealAuditCheckpointDeps,
  reason: CheckpointReason,
): Promise<SealedCheckpoint[]> {
  const { db, store, key, clock } = deps;
  const maxRows = deps.maxRows ?? 20_000;
  const head = await settledHead(db);
  const written: SealedCheckpoint[] = [];
  for (let attempt = 0; attempt < ATTEMPTS;) {
    const newest = await newestCheckpoint(store);
    const previous = newest?.sealed.checkpoint ?? null;
    if (previous !== null) await assertNewestHolds(db, previous);
    const fromId = previous?.headId ?? 0;
    const rows = await rowsAfter(db, fromId, head, maxRows);
    const last = rows.at(-1);
    const checkpoint: AuditCheckpoint = {
      format: CHECKPOINT_FORMAT,
      sequence: (previous?.sequence ?? 0) + 1,
      sealedAt: clock().toISOString(),
      reason,
      previous:
        previous === null || newest === null
          ? null
          : { sequence: previous.sequence, sha256: newest.sha256 },
      fromId,
      headId: last?.[0] ?? fromId,
      headHash: last === undefined ? (previous?.headHash ?? null) : last[1],
      rowCount: (previous?.rowCount ?? 0) + rows.length,
      rows,
    };
    const bytes = signedBytesOf(checkpoint);
    const sealed: SealedCheckpoint = {
      checkpoint,
      signature: signCheckpoint(checkpoint, key),
      ...(await timestamped(deps.timestamps, bytes)),
    };
    const stored = await store.putOnce(
      checkpoint.sequence,
      Buffer.from(`${JSON.stringify(sealed)}\n`, 'utf8'),
    );
    if (!stored) {
      // Another instance sealed this number first: seal on top of its checkpoint instead.
      attempt += 1;
      continue;
    }
    written.push(sealed);
    if (rows.length < maxRows || checkpoint.headId >= head) return written;
  }
  if (written.length > 0) return written;
  throw new Error(`no audit checkpoint sealed: ${ATTEMPTS} numbers were taken meanwhile`);
}
