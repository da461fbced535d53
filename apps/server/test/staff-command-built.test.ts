import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/infra/config';
import { openDatabase } from '../src/infra/db/open-database';
import { STAFF_PASSWORD } from './fixtures/staff';
import { createTestDatabase, type TestDatabase } from './test-database';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The first-supervisor command as production runs it: bundled by build.mjs, started with node
 * (no tsx there). Built into a directory of its own under the server's node_modules, so that the
 * external dependencies resolve as from dist/ and a running server's dist/ is left alone.
 */
describe('operator:create-supervisor, built', () => {
  let outdir = '';
  let dataDir = '';
  let postgres: TestDatabase | undefined;
  const env = (): Record<string, string> => ({
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_SECRET: 'production-secret-of-at-least-32-characters',
    ...(postgres?.url === undefined ? {} : { DATABASE_URL: postgres.url }),
  });

  beforeAll(async () => {
    outdir = await mkdtemp(join(serverDir, 'node_modules', '.onboarding-built-'));
    dataDir = await mkdtemp(join(tmpdir(), 'onboarding-supervisor-built-'));
    if (inject('testDatabase').kind !== 'pglite') postgres = await createTestDatabase();
    await run(process.execPath, ['build.mjs', `--outdir=${outdir}`], { cwd: serverDir });
  }, 120_000);
  afterAll(async () => {
    await postgres?.dispose();
    await rm(outdir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when the built command runs on a new data directory, then the supervisor exists', async () => {
    const { stdout, stderr } = await run(
      process.execPath,
      [join(outdir, 'create-supervisor.js'), '--email', 'First@Bank.example', '--name', 'Ana Prva'],
      // From elsewhere than the server's folder: the command finds its migrations on its own.
      { cwd: tmpdir(), env: { ...env(), SUPERVISOR_PASSWORD: STAFF_PASSWORD } },
    );
    expect(stderr).toBe('');
    expect(stdout).toContain('first@bank.example');

    const database = await openDatabase(loadConfig(env()).database);
    try {
      const rows = await database.db.execute<{ role: string }>(
        sql`select role from staff_accounts where email = 'first@bank.example'`,
      );
      expect(rows.rows).toEqual([{ role: 'SUPERVISOR' }]);
    } finally {
      await database.close();
    }
  });
});
