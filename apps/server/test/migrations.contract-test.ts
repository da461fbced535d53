import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/composition/schema';
import { useTestApp } from './build-test-app';

describe('migrations', () => {
  const app = useTestApp();

  it('when applied, then audit_events exists with its columns', async () => {
    const result = await app.database.db.execute<{ column_name: string }>(sql`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'audit_events' order by ordinal_position`);
    expect(result.rows.map((row) => row.column_name)).toEqual([
      'id',
      'occurred_at',
      'actor_type',
      'actor_id',
      'action',
      'subject_type',
      'subject_id',
      'ip',
      'user_agent',
      'request_id',
      'details',
      // Decision 150: the hash chain.
      'chain_key',
      'chain_seq',
      'prev_hash',
      'content_hash',
      'hash',
      'erased_at',
    ]);
  });

  it('when applied again, then nothing changes (every migration is recorded once)', async () => {
    await app.database.migrate();
    const result = await app.database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from drizzle.__drizzle_migrations`,
    );
    expect(result.rows[0]?.total).toBe(committedMigrations().length);
  });

  it('when an audit event is written, then defaults fill the time and details', async () => {
    const [row] = await app.database.db
      .insert(auditEvents)
      .values({
        actorType: 'system',
        action: 'test.started',
        subjectType: 'test',
        ip: '203.0.113.7',
      })
      .returning();
    expect(row?.occurredAt).toBeInstanceOf(Date);
    expect(row?.details).toEqual({});
    expect(row?.id).toBeGreaterThan(0);
  });

  it.each([
    ['updated', sql`update audit_events set action = 'rewritten'`],
    ['deleted', sql`delete from audit_events`],
    ['truncated', sql`truncate audit_events`],
  ])(
    'when audit events would be %s, then the database refuses (append-only)',
    async (_verb, statement) => {
      const error = await app.database.db.execute(statement).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      // Drizzle wraps the driver's error; the trigger's message is its cause.
      expect(error).toBeInstanceOf(Error);
      expect(String((error as Error).cause)).toContain('audit_events is append-only');
      const result = await app.database.db.execute<{ action: string }>(
        sql`select action from audit_events`,
      );
      expect(result.rows.map((row) => row.action)).toContain('test.started');
      expect(result.rows.map((row) => row.action)).not.toContain('rewritten');
    },
  );
});

/** The migrations committed in drizzle/ (its journal lists each once). */
function committedMigrations(): readonly unknown[] {
  const journal = readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8');
  return (JSON.parse(journal) as { entries: unknown[] }).entries;
}
