import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/infra/audit/audit-chain';
import { recordAudit, type RequestContext } from '../src/infra/audit/audit-log';
import {
  checkpointKeyFrom,
  readSealedCheckpoint,
  signCheckpoint,
  type AuditCheckpoint,
} from '../src/infra/audit/checkpoint-seal';
import {
  createFilesystemCheckpointStore,
  type AuditCheckpointStore,
} from '../src/infra/audit/checkpoint-store';
import {
  sealAuditCheckpoint,
  type SealAuditCheckpointDeps,
} from '../src/infra/audit/seal-audit-checkpoint';
import {
  describeCheckpointReport,
  verifyAuditCheckpoints,
} from '../src/infra/audit/verify-audit-checkpoints';
import type { Database, DatabaseHandle, Transaction } from '../src/infra/db/database';
import { startTestTsa, type TestTsa } from '../src/infra/signing/signing-test-kit';
import { createTimestampClient } from '../src/infra/signing/timestamp-client';
import { createTestDatabase, type TestDatabase } from './test-database';

// Decision 278: the audit trail's checkpoints, outside the database, catch what the in-table
// chain cannot: a forger who rewrites a row and recomputes every later hash of its chain.

const context: RequestContext = { ip: '203.0.113.7', userAgent: 'checkpoint test', requestId: 'r' };
const key = checkpointKeyFrom('test-secret-that-is-long-enough-0123456789');

async function recordSome(
  db: Database | Transaction,
  subjectId: string,
  count: number,
): Promise<number[]> {
  for (let index = 0; index < count; index += 1) {
    await recordAudit(db, context, {
      actorType: 'applicant',
      actorId: subjectId,
      action: `test.step_${index}`,
      subjectType: 'prospect',
      subjectId,
      details: { step: index },
    });
  }
  return recordedIds(db, subjectId);
}

async function recordedIds(db: Database | Transaction, subjectId: string): Promise<number[]> {
  const result = await db.execute<{ id: string }>(
    sql`select id::text as id from audit_events where subject_id = ${subjectId} order by chain_seq`,
  );
  return result.rows.map((row) => Number(row.id));
}

/** What an attacker with the database's superuser could do: change rows past the triggers. */
async function asSuperuser(db: Database, statement: ReturnType<typeof sql>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

/**
 * The careful forger: rewrites the row at `index` of a chain with its own fresh hashes, then
 * relinks every later row of the chain, so the in-table chain is consistent again.
 */
async function rewriteWithSuccessors(db: Database, chain: number[], index: number): Promise<void> {
  const edited = chain[index] ?? 0;
  await asSuperuser(
    db,
    sql`update audit_events set action = 'prospect.approved' where id = ${edited}`,
  );
  await asSuperuser(
    db,
    sql`update audit_events e set content_hash = audit_events_content_hash(e) where id = ${edited}`,
  );
  await asSuperuser(
    db,
    sql`update audit_events e set hash = audit_events_link_hash(e) where id = ${edited}`,
  );
  for (let next = index + 1; next < chain.length; next += 1) {
    const id = chain[next] ?? 0;
    await asSuperuser(
      db,
      sql`update audit_events set prev_hash = (select hash from audit_events where id = ${chain[next - 1] ?? 0})
          where id = ${id}`,
    );
    await asSuperuser(
      db,
      sql`update audit_events e set hash = audit_events_link_hash(e) where id = ${id}`,
    );
  }
}

/** A migrated database and an empty archive directory for each test. */
function useDatabaseAndArchive() {
  let database: TestDatabase | undefined;
  let archive = '';
  beforeEach(async () => {
    database = await createTestDatabase();
    archive = await mkdtemp(join(tmpdir(), 'audit-checkpoints-'));
  });
  afterEach(async () => {
    await database?.dispose();
    await rm(archive, { recursive: true, force: true });
  });
  return () => {
    if (database === undefined) throw new Error('made before each test');
    const handle: DatabaseHandle = database.handle;
    const store = createFilesystemCheckpointStore(archive);
    const deps: SealAuditCheckpointDeps = {
      db: handle.db,
      store,
      key,
      timestamps: undefined,
      clock: () => new Date(),
    };
    return { db: handle.db, store, deps };
  };
}

const verify = (db: Database, store: AuditCheckpointStore) =>
  verifyAuditCheckpoints(db, store, [key.publicKey]);

describe('audit checkpoints', () => {
  const setup = useDatabaseAndArchive();
  let tsa: TestTsa;
  beforeAll(async () => {
    tsa = await startTestTsa();
  });
  afterAll(async () => {
    await tsa.close();
  });

  it('when a row and all its successors are rewritten with fresh hashes, then the chain is intact but the checkpoint names that row', async () => {
    const { db, store, deps } = setup();
    await recordSome(db, randomUUID(), 2);
    const subject = randomUUID();
    const chain = await recordSome(db, subject, 5);
    await recordSome(db, randomUUID(), 2);
    const [sealed] = await sealAuditCheckpoint(
      { ...deps, timestamps: createTimestampClient(tsa.url) },
      'hourly',
    );
    expect(sealed?.timestamp).not.toBeNull();
    expect(sealed?.checkpoint).toMatchObject({ sequence: 1, fromId: 0, previous: null });
    const intact = await verify(db, store);
    expect(intact.problem).toBeNull();
    expect(intact).toMatchObject({ checkpoints: 1, untimestamped: 0, unsealedRows: 0 });
    expect(intact.sealedRows).toBe(sealed?.checkpoint.rowCount);

    await rewriteWithSuccessors(db, chain, 1);
    // The in-table chain alone is fooled: every link holds.
    expect((await verifyAuditChain(db)).firstBreak).toBeNull();
    const report = await verify(db, store);
    expect(report.problem).toMatchObject({ checkpoint: 1, rowId: chain[1] });
    expect(report.problem?.reason).toMatch(
      /^its hash [0-9a-f]{64} is not the sealed [0-9a-f]{64}$/,
    );
    expect(describeCheckpointReport(report)).toContain(
      `row ${chain[1]} differs from checkpoint #1: ${report.problem?.reason}`,
    );
    // And the next seal refuses to build on a table that no longer matches.
    await expect(sealAuditCheckpoint(deps, 'hourly')).rejects.toThrow(
      `audit checkpoint 1 does not match this database at row ${chain[1]}`,
    );
  });

  it('when rows are added, deleted or written into a sealed range, then the first such row is named', async () => {
    const { db, store, deps } = setup();
    const subject = randomUUID();
    const first = await recordSome(db, subject, 3);
    // A rolled-back transaction leaves a gap in the ids, inside the range the checkpoint seals.
    await db
      .transaction(async (tx) => {
        await recordAudit(tx, context, {
          actorType: 'system',
          actorId: null,
          action: 'test.rolled_back',
          subjectType: 'prospect',
          subjectId: subject,
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const [afterGap] = await recordSome(db, randomUUID(), 1);
    const gap = (afterGap ?? 0) - 1;
    expect(gap).toBeGreaterThan(first[2] ?? 0);
    await sealAuditCheckpoint(deps, 'hourly');
    const later = await recordSome(db, randomUUID(), 2);
    const report = await verify(db, store);
    expect(report).toMatchObject({ problem: null, checkpoints: 1, unsealedRows: 2 });
    expect(report.newest?.timestampedAt).toBeNull();
    expect(describeCheckpointReport(report)).toEqual([
      expect.stringMatching(
        /^checkpoints: 1 in .*audit-checkpoints \(1 not time-stamped\); newest #1 sealed \S+ through row \d+, not time-stamped$/,
      ),
      `sealed rows: ${report.sealedRows} match the checkpoints; 2 rows after the newest checkpoint are not sealed yet`,
    ]);

    const [second] = await sealAuditCheckpoint(deps, 'case-export');
    expect(second?.checkpoint).toMatchObject({
      sequence: 2,
      reason: 'case-export',
      fromId: report.newest?.headId,
      headId: later[1],
      rows: [
        [later[0], expect.any(String)],
        [later[1], expect.any(String)],
      ],
    });
    expect((await verify(db, store)).problem).toBeNull();

    // A row smuggled into the gap, with the triggers off, long after the sealing.
    await asSuperuser(
      db,
      sql`insert into audit_events (id, actor_type, action, subject_type, subject_id)
          overriding system value values (${gap}, 'system', 'test.smuggled', 'prospect', ${subject})`,
    );
    expect((await verify(db, store)).problem).toEqual({
      checkpoint: 1,
      rowId: gap,
      reason: 'the row is not in the checkpoint (written into its range afterwards)',
    });
    await asSuperuser(db, sql`delete from audit_events where id = ${gap}`);
    await asSuperuser(db, sql`delete from audit_events where id = ${first[1] ?? 0}`);
    expect((await verify(db, store)).problem).toEqual({
      checkpoint: 1,
      rowId: first[1],
      reason: 'the row is gone (deleted after sealing)',
    });
  });

  it('when a transaction with an audit row is still open, then the seal waits for it and seals its row', async () => {
    const { db, deps } = setup();
    await recordSome(db, randomUUID(), 1);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => undefined as void;
    const written = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const subject = randomUUID();
    const writer = db.transaction(async (tx) => {
      await recordSome(tx, subject, 1);
      inserted();
      await held;
    });
    await written;
    const sealing = sealAuditCheckpoint(deps, 'hourly');
    setTimeout(release, 300);
    await writer;
    const [sealed] = await sealing;
    const [row] = await recordedIds(db, subject);
    expect(sealed?.checkpoint.rows.map(([id]) => id)).toContain(row);
  });

  it('when an hour passes without rows or the authority refuses, then a signed checkpoint still says so; a long backlog is sealed in several', async () => {
    const { db, store, deps } = setup();
    await recordSome(db, randomUUID(), 5);
    const sealed = await sealAuditCheckpoint({ ...deps, maxRows: 2 }, 'hourly');
    const total = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from audit_events`,
    );
    const count = total.rows[0]?.count ?? 0;
    expect(sealed).toHaveLength(Math.ceil(count / 2));
    expect(sealed.at(-1)?.checkpoint.rowCount).toBe(count);
    // The authority refuses this hour: the checkpoint is sealed all the same, and says why.
    tsa.behaviour = 'reject';
    const [empty] = await sealAuditCheckpoint(
      { ...deps, timestamps: createTimestampClient(tsa.url) },
      'hourly',
    ).finally(() => {
      tsa.behaviour = 'grant';
    });
    expect(empty?.checkpoint).toMatchObject({
      rows: [],
      rowCount: count,
      headId: sealed.at(-1)?.checkpoint.headId,
    });
    expect(empty?.timestamp).toBeNull();
    expect(empty?.untimestamped).toMatch(
      /^the time-stamping failed: Time-stamping failed: the TSA refused/,
    );
    expect(sealed[0]?.untimestamped).toBe('no time-stamping authority is configured');
    expect(await verify(db, store)).toMatchObject({
      problem: null,
      checkpoints: sealed.length + 1,
      sealedRows: count,
    });
  });

  it('when a checkpoint is forged (another key, or edited under our signature), then it is refused', async () => {
    const { db, store, deps } = setup();
    const chain = await recordSome(db, randomUUID(), 3);
    const [sealed] = await sealAuditCheckpoint(deps, 'hourly');
    if (sealed === undefined) throw new Error('sealed');
    // The forger rewrites a row and its successors, then archives a checkpoint #2 that matches.
    await rewriteWithSuccessors(db, chain, 2);
    const rows = await db.execute<{ id: string; hash: string }>(
      sql`select id::text as id, hash from audit_events order by id`,
    );
    const forged: AuditCheckpoint = {
      ...sealed.checkpoint,
      sequence: 2,
      rows: rows.rows.map((row) => [Number(row.id), row.hash] as const),
    };
    const forgerKey = checkpointKeyFrom('the-forger-does-not-know-our-app-secret');
    expect(
      await store.putOnce(
        2,
        Buffer.from(
          JSON.stringify({
            ...sealed,
            checkpoint: forged,
            signature: signCheckpoint(forged, forgerKey),
          }),
        ),
      ),
    ).toBe(true);
    // Checkpoint 1 was written once: the forger cannot replace it.
    expect(await store.putOnce(1, Buffer.from('{}'))).toBe(false);
    const report = await verify(db, store);
    expect(report.problem).toMatchObject({ checkpoint: 1, rowId: chain[2] });

    // An archive the forger could write: checkpoint 1 edited to match the rewritten table, under
    // our signature or re-signed with the forger's key. Both are refused.
    const edited = { ...sealed, checkpoint: { ...sealed.checkpoint, rows: forged.rows } };
    const resigned = { ...edited, signature: signCheckpoint(edited.checkpoint, forgerKey) };
    for (const [object, reason] of [
      [edited, 'the signature does not verify'],
      [resigned, `signed with an unknown key ${forgerKey.keyId}`],
    ] as const) {
      const other = await mkdtemp(join(tmpdir(), 'audit-checkpoints-forged-'));
      try {
        const forgedStore = createFilesystemCheckpointStore(other);
        await forgedStore.putOnce(1, Buffer.from(JSON.stringify(object)));
        const forgedReport = await verify(db, forgedStore);
        expect(forgedReport.problem).toEqual({ checkpoint: 1, rowId: null, reason });
        expect(describeCheckpointReport(forgedReport)).toContain(
          `checkpoint #1 refused: ${reason}`,
        );
      } finally {
        await rm(other, { recursive: true, force: true });
      }
    }
    expect(readSealedCheckpoint((await store.get(1)) ?? Buffer.alloc(0)).checkpoint).toEqual(
      sealed.checkpoint,
    );
  });

  it('when a checkpoint is missing from the middle, then the next one does not link', async () => {
    const { db, store, deps } = setup();
    await recordSome(db, randomUUID(), 1);
    await sealAuditCheckpoint(deps, 'hourly');
    await recordSome(db, randomUUID(), 1);
    await sealAuditCheckpoint(deps, 'hourly');
    // An archive where #2 sits where #1 should: as if #1 were deleted and the rest renumbered.
    const other = await mkdtemp(join(tmpdir(), 'audit-checkpoints-gap-'));
    try {
      const gapped = createFilesystemCheckpointStore(other);
      await gapped.putOnce(1, (await store.get(2)) ?? Buffer.alloc(0));
      expect((await verify(db, gapped)).problem).toEqual({
        checkpoint: 1,
        rowId: null,
        reason: 'it says it is number 2',
      });
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
