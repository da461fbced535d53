import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { API_BASE_SLO } from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditVerify } from '../src/commands/audit-verify';
import {
  describeAuditChainReport,
  eraseAuditPersonalData,
  verifyAuditChain,
} from '../src/infra/audit/audit-chain';
import { type AuditEvent, recordAudit, type RequestContext } from '../src/infra/audit/audit-log';
import { checkpointKeyFrom } from '../src/infra/audit/checkpoint-seal';
import { checkpointStoreFor } from '../src/infra/audit/checkpoint-store';
import { sealAuditCheckpoint } from '../src/infra/audit/seal-audit-checkpoint';
import { loadConfig } from '../src/infra/config';
import type { Database, DatabaseHandle } from '../src/infra/db/database';
import { openDatabase } from '../src/infra/db/open-database';
import { wrapPglite } from '../src/infra/db/pglite';
import { openPostgres } from '../src/infra/db/postgres';
import { useTestApp } from './build-test-app';
import { signedInStaff } from './fixtures/staff';
import { createTestDatabase, type TestDatabase } from './test-database';
import { uniqueDatabaseName, withDatabaseName } from './test-db-source';

const context: RequestContext = {
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (audit test)',
  requestId: 'req-audit',
};

const prospectEvent = (subjectId: string, action = 'prospect.state_changed'): AuditEvent => ({
  actorType: 'applicant',
  actorId: subjectId,
  action,
  subjectType: 'prospect',
  subjectId,
  details: { from: 'A', to: 'B', note: 'Čebelica "medo"\n' },
});

async function recordSome(db: Database, subjectId: string, count: number): Promise<number[]> {
  for (let index = 0; index < count; index += 1) {
    await recordAudit(db, context, prospectEvent(subjectId, `test.step_${index}`));
  }
  return idsOf(db, subjectId);
}

async function idsOf(db: Database, subjectId: string): Promise<number[]> {
  const result = await db.execute<{ id: string }>(
    sql`select id::text as id from audit_events where subject_id = ${subjectId} order by chain_seq`,
  );
  return result.rows.map((row) => Number(row.id));
}

/** What an attacker with the database's superuser could do: change a row past the triggers. */
async function asSuperuser(db: Database, statement: ReturnType<typeof sql>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

async function refusal(db: Database, statement: ReturnType<typeof sql>): Promise<string> {
  const error = await db.execute(statement).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  return String((error as Error).cause ?? error);
}

/** Each test that tampers gets a database of its own, so the others' chains stay intact. */
function useOwnDatabase(): () => DatabaseHandle {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return () => {
    if (database === undefined) throw new Error('the database is made before the tests run');
    return database.handle;
  };
}

describe('audit hash chain', () => {
  const handle = useOwnDatabase();

  it('when events are recorded, then each links to the previous one of its case, and every chain verifies', async () => {
    const { db } = handle();
    const first = randomUUID();
    const second = randomUUID();
    await recordSome(db, first, 3);
    await recordSome(db, second, 2);
    await recordAudit(db, context, {
      actorType: 'system',
      actorId: null,
      action: 'test.no_subject',
      subjectType: 'system',
      subjectId: null,
    });

    const rows = await db.execute<{
      chain_key: string;
      chain_seq: number;
      prev_hash: string | null;
      hash: string;
    }>(
      sql`select chain_key, chain_seq, prev_hash, hash from audit_events
          where subject_id = ${first} order by chain_seq`,
    );
    expect(rows.rows.map((row) => [row.chain_key, row.chain_seq])).toEqual([
      [`prospect:${first}`, 1],
      [`prospect:${first}`, 2],
      [`prospect:${first}`, 3],
    ]);
    expect(rows.rows[0]?.prev_hash).toBeNull();
    expect(rows.rows[1]?.prev_hash).toBe(rows.rows[0]?.hash);
    expect(rows.rows[2]?.prev_hash).toBe(rows.rows[1]?.hash);
    expect(rows.rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);

    const day = await db.execute<{ chain_key: string }>(
      sql`select chain_key from audit_events where action = 'test.no_subject'`,
    );
    expect(day.rows[0]?.chain_key).toMatch(/^day:\d{4}-\d{2}-\d{2}$/);

    const counts = await db.execute<{ rows: number; chains: number }>(
      sql`select count(*)::int as rows, count(distinct chain_key)::int as chains from audit_events`,
    );
    const report = await verifyAuditChain(db);
    expect(report).toEqual({
      checked: counts.rows[0]?.rows,
      chains: counts.rows[0]?.chains,
      firstBreak: null,
    });
    expect(describeAuditChainReport(report)).toBe(
      `checked ${report.checked} rows in ${report.chains} chains: intact`,
    );
  });

  it('when an insert names its own chain columns, then the trigger overrides them', async () => {
    const { db } = handle();
    const subject = randomUUID();
    await db.execute(sql`insert into audit_events
      (actor_type, action, subject_type, subject_id, chain_key, chain_seq, prev_hash, hash, content_hash, erased_at)
      values ('system', 'test.forged', 'prospect', ${subject}, 'other', 99, 'x', 'y', 'z', now())`);
    const row = await db.execute<{ chain_key: string; chain_seq: number; erased: boolean }>(
      sql`select chain_key, chain_seq, erased_at is not null as erased from audit_events where subject_id = ${subject}`,
    );
    expect(row.rows).toEqual([{ chain_key: `prospect:${subject}`, chain_seq: 1, erased: false }]);
    expect((await verifyAuditChain(db)).firstBreak).toBeNull();
  });

  it('when fields hold any text and details any JSON, then the verifier computes the same hashes as the database', async () => {
    const { db } = handle();
    // PostgreSQL text holds no NUL character; jsonb refuses \u0000 in strings.
    const text = fc.string({ unit: 'binary', maxLength: 30 }).filter((s) => !s.includes('\0'));
    const json = fc
      .jsonValue({ maxDepth: 3 })
      .filter((value) => !JSON.stringify(value).includes('\\u0000'));
    const subject = randomUUID();
    await fc.assert(
      fc.asyncProperty(text, text, text, json, async (action, ip, userAgent, details) => {
        await recordAudit(
          db,
          { ip, userAgent, requestId: action },
          {
            actorType: 'applicant',
            actorId: action,
            action,
            subjectType: 'prospect',
            subjectId: subject,
            details: { value: details },
          },
        );
      }),
      { numRuns: 40 },
    );
    expect((await verifyAuditChain(db)).firstBreak).toBeNull();
  });

  it('when a multi-row insert writes to one chain, then the rows are linked in order', async () => {
    const { db } = handle();
    const subject = randomUUID();
    await db.execute(sql`insert into audit_events (actor_type, action, subject_type, subject_id)
      values ('system', 'a', 'prospect', ${subject}), ('system', 'b', 'prospect', ${subject}),
             ('system', 'c', 'prospect', ${subject})`);
    expect(await idsOf(db, subject)).toHaveLength(3);
    expect((await verifyAuditChain(db)).firstBreak).toBeNull();
  });

  it('when 20 transactions append to one chain at once, then the chain is intact and has no fork', async () => {
    const { db } = handle();
    const subject = randomUUID();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction(async (tx) => {
          await recordAudit(tx, context, prospectEvent(subject, `test.concurrent_${index}`));
          // Holding the chain's lock a little keeps the others waiting on it.
          await tx.execute(sql`select pg_sleep(0.01)`);
        }),
      ),
    );
    const seqs = await db.execute<{ chain_seq: number }>(
      sql`select chain_seq from audit_events where subject_id = ${subject} order by chain_seq`,
    );
    expect(seqs.rows.map((row) => row.chain_seq)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect((await verifyAuditChain(db)).firstBreak).toBeNull();
  });

  it('when more rows than a page are checked, then every one is counted', async () => {
    const { db } = handle();
    const subject = randomUUID();
    await db.execute(sql`insert into audit_events (actor_type, action, subject_type, subject_id)
      select 'system', 'test.bulk_' || n, 'prospect', ${subject} from generate_series(1, 2100) n`);
    const total = await db.execute<{ total: number }>(
      sql`select count(*)::int as total from audit_events`,
    );
    const report = await verifyAuditChain(db);
    expect(report.firstBreak).toBeNull();
    expect(report.checked).toBe(total.rows[0]?.total);
  });
});

describe('audit hash chain: tampering is found', () => {
  const handle = useOwnDatabase();
  let ids: number[] = [];
  const subject = randomUUID();

  beforeAll(async () => {
    const { db } = handle();
    await recordSome(db, randomUUID(), 2);
    ids = await recordSome(db, subject, 5);
    await recordSome(db, randomUUID(), 2);
    expect((await verifyAuditChain(handle().db)).firstBreak).toBeNull();
  });

  it('when a superuser edits a row past the triggers, then the verifier names exactly that row', async () => {
    const { db } = handle();
    const edited = ids[2] ?? 0;
    await asSuperuser(
      db,
      sql`update audit_events set details = '{"to": "APPROVED"}' where id = ${edited}`,
    );
    const report = await verifyAuditChain(db);
    expect(report.firstBreak).toEqual({
      id: edited,
      chainKey: `prospect:${subject}`,
      reason: 'content changed',
    });
    expect(describeAuditChainReport(report)).toContain(
      `broken at row ${edited} of chain prospect:${subject}: content changed`,
    );
  });
});

describe('audit hash chain: other breaks', () => {
  const handle = useOwnDatabase();
  let ids: number[] = [];
  const subject = randomUUID();

  beforeAll(async () => {
    ids = await recordSome(handle().db, subject, 4);
  });
  afterEach(async () => {
    // Each test leaves its break; the next one starts from an intact table again.
    await asSuperuser(handle().db, sql`delete from audit_events`);
    ids = await recordSome(handle().db, subject, 4);
  });

  it('when a row in the middle of a chain is deleted, then the next row is reported', async () => {
    const { db } = handle();
    await asSuperuser(db, sql`delete from audit_events where id = ${ids[1] ?? 0}`);
    expect((await verifyAuditChain(db)).firstBreak).toEqual({
      id: ids[2],
      chainKey: `prospect:${subject}`,
      reason: 'row missing',
    });
  });

  it('when a row is rewritten with fresh hashes of its own, then the next link breaks', async () => {
    const { db } = handle();
    const edited = ids[1] ?? 0;
    // A careful forger recomputes the edited row's own hashes with the database's functions.
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
    expect((await verifyAuditChain(db)).firstBreak).toEqual({
      id: ids[2],
      chainKey: `prospect:${subject}`,
      reason: 'link broken',
    });
  });

  it('when a row is written with the triggers off, then it is reported as not chained', async () => {
    const { db } = handle();
    await asSuperuser(
      db,
      sql`insert into audit_events (actor_type, action, subject_type, subject_id)
          values ('system', 'test.smuggled', 'prospect', ${subject})`,
    );
    const report = await verifyAuditChain(db);
    expect(report.firstBreak?.reason).toBe('not chained');
    expect(report.firstBreak?.id).toBeGreaterThan(Math.max(...ids));
  });

  it('when an erased row is edited, then the verifier still sees it', async () => {
    const { db } = handle();
    await eraseAuditPersonalData(db, { subjectIds: [subject], actorIds: [] });
    await asSuperuser(db, sql`update audit_events set action = 'x' where id = ${ids[3] ?? 0}`);
    expect((await verifyAuditChain(db)).firstBreak).toEqual({
      id: ids[3],
      chainKey: `prospect:${subject}`,
      reason: 'content changed',
    });
  });
});

describe('audit erasure', () => {
  const handle = useOwnDatabase();

  it('when a subject and an actor are erased, then their rows lose ip, user agent and details and the chain still verifies', async () => {
    const { db } = handle();
    const subject = randomUUID();
    const actor = randomUUID();
    const bystander = randomUUID();
    await recordSome(db, subject, 3);
    await recordAudit(db, context, { ...prospectEvent(bystander), actorId: actor });
    await recordSome(db, bystander, 1);

    const erased = await db.transaction((tx) =>
      eraseAuditPersonalData(tx, { subjectIds: [subject], actorIds: [actor] }),
    );
    expect(erased).toBe(4);

    const rows = await db.execute<{
      subject_id: string;
      actor_id: string;
      ip: string | null;
      user_agent: string | null;
      details: Record<string, unknown>;
      erased: boolean;
    }>(sql`select subject_id, actor_id, ip, user_agent, details, erased_at is not null as erased
           from audit_events where subject_id in (${subject}, ${bystander}) order by id`);
    const cleared = { ip: null, user_agent: null, details: {}, erased: true };
    expect(
      rows.rows.map(({ ip, user_agent, details, erased: isErased }) => ({
        ip,
        user_agent,
        details,
        erased: isErased,
      })),
    ).toEqual([
      cleared,
      cleared,
      cleared,
      cleared,
      {
        ip: context.ip,
        user_agent: context.userAgent,
        details: prospectEvent(bystander).details,
        erased: false,
      },
    ]);
    expect((await verifyAuditChain(db)).firstBreak).toBeNull();
    // Nothing left to erase: a second run (a retried job) changes nothing.
    expect(await eraseAuditPersonalData(db, { subjectIds: [subject], actorIds: [actor] })).toBe(0);
    expect(await eraseAuditPersonalData(db, { subjectIds: [], actorIds: [] })).toBe(0);
  });

  it.each([
    ['a plain update', sql`update audit_events set action = 'rewritten'`],
    [
      'an erasure that changes another field too',
      sql`update audit_events set ip = null, user_agent = null, details = '{}', erased_at = now(), action = 'rewritten'`,
    ],
    [
      'an erasure that leaves details',
      sql`update audit_events set ip = null, user_agent = null, erased_at = now()`,
    ],
    ['a new hash', sql`update audit_events set hash = repeat('0', 64)`],
    ['un-erasing', sql`update audit_events set erased_at = null where erased_at is not null`],
    ['a delete', sql`delete from audit_events`],
    ['a truncate', sql`truncate audit_events`],
  ])(
    'when %s is tried, then the database refuses (still append-only)',
    async (_name, statement) => {
      const { db } = handle();
      await recordSome(db, randomUUID(), 1);
      expect(await refusal(db, statement)).toContain('audit_events is append-only');
      expect((await verifyAuditChain(db)).firstBreak).toBeNull();
    },
  );
});

describe('npm run audit:verify', () => {
  let dataDir = '';
  let postgres: TestDatabase | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'onboarding-audit-verify-'));
    if (inject('testDatabase').kind !== 'pglite') postgres = await createTestDatabase();
  });
  afterAll(async () => {
    await postgres?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  const env = (): Record<string, string> => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...(postgres?.url === undefined ? {} : { DATABASE_URL: postgres.url }),
  });

  const run = async () => {
    const output: string[] = [];
    const errors: string[] = [];
    const code = await auditVerify({
      env: env(),
      print: (line) => output.push(line),
      printError: (line) => errors.push(line),
    });
    return { code, output: output.join('\n'), errors: errors.join('\n') };
  };

  /** The command's own database, opened as the command opens it. */
  const withDatabase = async (work: (database: DatabaseHandle) => Promise<void>) => {
    const database = await openDatabase(loadConfig(env()).database);
    try {
      await work(database);
    } finally {
      await database.close();
    }
  };

  /** The careful forger: a row rewritten with fresh hashes, every later row of its chain relinked. */
  const rewriteWithSuccessors = async (db: Database, chain: number[], index: number) => {
    await asSuperuser(
      db,
      sql`update audit_events set action = 'x' where id = ${chain[index] ?? 0}`,
    );
    for (let next = index; next < chain.length; next += 1) {
      const id = chain[next] ?? 0;
      if (next === index) {
        await asSuperuser(
          db,
          sql`update audit_events e set content_hash = audit_events_content_hash(e) where id = ${id}`,
        );
      } else {
        await asSuperuser(
          db,
          sql`update audit_events set prev_hash = (select hash from audit_events where id = ${chain[next - 1] ?? 0}) where id = ${id}`,
        );
      }
      await asSuperuser(
        db,
        sql`update audit_events e set hash = audit_events_link_hash(e) where id = ${id}`,
      );
    }
  };

  // Opening an embedded database from its directory takes seconds, five times here.
  it(
    'when the chains and the checkpoints are intact, then it says so and exits 0; after a rewritten chain, the checkpoint names the row and exit 1; after a tampered row, the break',
    {
      timeout: 120_000,
    },
    async () => {
      const subject = randomUUID();
      let ids: number[] = [];
      const key = checkpointKeyFrom(env().APP_SECRET ?? '');
      await withDatabase(async (database) => {
        await database.migrate();
        ids = await recordSome(database.db, subject, 3);
        // Decision 278: sealed into DATA_DIR/archive, as the hourly job does.
        await sealAuditCheckpoint(
          {
            db: database.db,
            store: checkpointStoreFor({ dataDir, url: null, token: null }),
            key,
            timestamps: undefined,
            clock: () => new Date(),
          },
          'hourly',
        );
      });
      const intact = await run();
      expect(intact).toMatchObject({ code: 0, errors: '' });
      expect(intact.output.split('\n')).toEqual([
        expect.stringMatching(/^checked \d+ rows in \d+ chains: intact$/),
        `checkpoint key: Ed25519 ${key.keyId}`,
        expect.stringMatching(
          /^checkpoints: 1 in .*audit-checkpoints \(1 not time-stamped\); newest #1 sealed .* through row \d+, not time-stamped$/,
        ),
        expect.stringMatching(
          /^sealed rows: \d+ match the checkpoints; 0 rows after the newest checkpoint are not sealed yet$/,
        ),
      ]);

      await withDatabase((database) => rewriteWithSuccessors(database.db, ids, 1));
      const rewritten = await run();
      expect(rewritten).toMatchObject({ code: 1, output: '' });
      const lines = rewritten.errors.split('\n');
      expect(lines[0]).toMatch(/^checked \d+ rows in \d+ chains: intact$/);
      expect(lines.at(-1)).toMatch(
        new RegExp(
          `^row ${ids[1]} differs from checkpoint #1: its hash [0-9a-f]{64} is not the sealed [0-9a-f]{64}$`,
        ),
      );

      await withDatabase((database) =>
        asSuperuser(
          database.db,
          sql`update audit_events set ip = '198.51.100.1' where id = ${ids[1] ?? 0}`,
        ),
      );
      const broken = await run();
      expect(broken.code).toBe(1);
      expect(broken.errors.split('\n')[0]).toMatch(
        new RegExp(
          `^checked \\d+ rows in \\d+ chains: broken at row ${ids[1]} of chain prospect:${subject}: content changed$`,
        ),
      );
    },
  );

  it('when the configuration is unusable, then it says so and exits 1', async () => {
    const errors: string[] = [];
    const code = await auditVerify({
      env: { ...env(), DATABASE_URL: 'mysql://nowhere' },
      print: () => undefined,
      printError: (line) => errors.push(line),
    });
    expect(code).toBe(1);
    expect(errors.join('\n')).toContain('DATABASE_URL');
  });
});

describe('GET /onboarding/staff/audit/verification', () => {
  const app = useTestApp();
  const url = `${API_BASE_SLO}/onboarding/staff/audit/verification`;

  it('when a supervisor asks, then the report; an operator gets 403 and nobody signed in 401', async () => {
    const { cookie } = await signedInStaff(app, { role: 'SUPERVISOR' });
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const report = response.json<{ checked: number; chains: number; firstBreak: unknown }>();
    expect(report.firstBreak).toBeNull();
    expect(report.checked).toBeGreaterThan(0);

    const operator = await signedInStaff(app, { role: 'OPERATOR' });
    expect(
      (await app.inject({ method: 'GET', url, headers: { cookie: operator.cookie } })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

/** A database without any migration: in memory on PGlite, a new one on the PostgreSQL server. */
async function emptyDatabase(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const handle = wrapPglite(await PGlite.create());
    return { handle, dispose: () => handle.close() };
  }
  const name = uniqueDatabaseName('onboarding_audit_chain');
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const handle = openPostgres({ url: withDatabaseName(source.adminUrl, name), poolMax: 2 });
  return {
    handle,
    async dispose() {
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

describe('migration 0016 on a database with audit rows', () => {
  // A fresh embedded database takes several seconds to start.
  it(
    'when rows exist before the chain, then the migration links them in id order and they verify',
    {
      timeout: 120_000,
    },
    async () => {
      const database = await emptyDatabase();
      try {
        const { handle } = database;
        const dir = new URL('../drizzle/', import.meta.url);
        const files = readdirSync(dir)
          .filter((file) => file.endsWith('.sql'))
          .sort();
        const run = async (file: string) => {
          for (const statement of readFileSync(new URL(file, dir), 'utf8').split(
            '--> statement-breakpoint',
          )) {
            await handle.executeSql(statement);
          }
        };
        const chainMigration = files.findIndex((file) => file.startsWith('0016_'));
        for (const file of files.slice(0, chainMigration)) await run(file);
        await handle.executeSql(`insert into audit_events (actor_type, action, subject_type, subject_id, ip, details) values
        ('system', 'old.a', 'prospect', 'p1', '192.0.2.1', '{"b": 1.50, "a": "š"}'),
        ('system', 'old.b', 'system', null, null, '{}'),
        ('system', 'old.c', 'prospect', 'p1', null, '{}')`);
        for (const file of files.slice(chainMigration)) await run(file);

        const rows = await handle.executeSql(
          'select chain_key, chain_seq from audit_events order by id',
        );
        expect(rows.rows.map((row) => [row.chain_key, row.chain_seq])).toEqual([
          ['prospect:p1', 1],
          [expect.stringMatching(/^day:/), 1],
          ['prospect:p1', 2],
        ]);
        expect(await verifyAuditChain(handle.db)).toEqual({
          checked: 3,
          chains: 2,
          firstBreak: null,
        });
      } finally {
        await database.dispose();
      }
    },
  );
});
