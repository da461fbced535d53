import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSupervisor, type CreateSupervisorIo } from '../src/commands/create-supervisor';
import { loadConfig } from '../src/infra/config';
import { openDatabase } from '../src/infra/db/open-database';
import { STAFF_PASSWORD } from './fixtures/staff';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The first-supervisor command, run as its function with a configuration of its own, as the server
 * would read it: an embedded database in a new data directory, or (TEST_DATABASE_URL set) a new
 * PostgreSQL database given as DATABASE_URL.
 */
describe('operator:create-supervisor', () => {
  let dataDir = '';
  let postgres: TestDatabase | undefined;
  const env = (): Record<string, string> => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ...(postgres?.url === undefined ? {} : { DATABASE_URL: postgres.url }),
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'onboarding-supervisor-'));
    if (inject('testDatabase').kind !== 'pglite') {
      // Made (and dropped after) through the tests' helper; the command opens its own connections.
      postgres = await createTestDatabase();
    }
  });
  afterAll(async () => {
    await postgres?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  const run = async (args: string[], extraEnv: Record<string, string> = {}, typed = '') => {
    const output: string[] = [];
    const errors: string[] = [];
    let asked = 0;
    const io: CreateSupervisorIo = {
      args,
      env: { ...env(), ...extraEnv },
      readPassword: () => {
        asked += 1;
        return Promise.resolve(typed);
      },
      print: (line) => output.push(line),
      printError: (line) => errors.push(line),
    };
    const code = await createSupervisor(io);
    return { code, output: output.join('\n'), errors: errors.join('\n'), asked };
  };

  it('when run on a new database, then it migrates it and creates the supervisor; the same address again is refused', async () => {
    const created = await run(['--email', 'Head@Bank.example', '--name', 'Mojca Kos'], {
      SUPERVISOR_PASSWORD: STAFF_PASSWORD,
    });
    expect(created.errors).toBe('');
    expect(created.code).toBe(0);
    expect(created.asked).toBe(0);
    expect(created.output).toContain('head@bank.example');

    const config = loadConfig(env());
    const database = await openDatabase(config.database);
    try {
      const rows = await database.db.execute<{ role: string; created_by: string | null }>(
        sql`select role, created_by from staff_accounts where email = 'head@bank.example'`,
      );
      expect(rows.rows).toEqual([{ role: 'SUPERVISOR', created_by: null }]);
      const audit = await database.db.execute<{ actor_type: string }>(
        sql`select actor_type from audit_events where action = 'staff.created'`,
      );
      expect(audit.rows).toEqual([{ actor_type: 'system' }]);
    } finally {
      await database.close();
    }

    const again = await run(['--email', 'head@bank.example', '--name', 'Someone Else'], {
      SUPERVISOR_PASSWORD: STAFF_PASSWORD,
    });
    expect(again.code).toBe(1);
    expect(again.errors).toMatch(/exists already/);
  });

  it('when SUPERVISOR_PASSWORD is not set, then the password is read from standard input', async () => {
    const created = await run(
      ['--email', 'second@bank.example', '--name', 'Ana Novak'],
      {},
      STAFF_PASSWORD,
    );
    expect(created.asked).toBe(1);
    expect(created.code).toBe(0);
  });

  it('when the arguments or the password break the rules, then it explains and creates nothing', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['--email', 'x@bank.example'])).code).toBe(2);
    expect(
      (await run(['--email', 'x@bank.example', '--name', 'X Y', '--password', 'p'])).code,
    ).toBe(2);
    const short = await run(['--email', 'x@bank.example', '--name', 'X Y'], {
      SUPERVISOR_PASSWORD: 'short',
    });
    expect(short.code).toBe(2);
    expect(short.errors).toContain('password: at least 12 characters');
    const badEmail = await run(['--email', 'not-an-address', '--name', 'X Y'], {
      SUPERVISOR_PASSWORD: STAFF_PASSWORD,
    });
    expect(badEmail.code).toBe(2);
  });
});
