import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess, waitForLine } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

// The real entry point in a child process, as `npm run dev` starts it: config, migrations, listen,
// the printed addresses, and a clean stop on a signal.
const startServer = (env: Record<string, string>) => startServerProcess('src/main.ts', env);
const stop = stopServerProcess;

describe('main', () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let databaseEnv: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'onboarding-main-'));
    // On the postgres project the child uses this file's own database; on pglite, DATA_DIR.
    database = process.env.TEST_DB === 'postgres' ? await createTestDatabase() : undefined;
    databaseEnv = database?.url === undefined ? {} : { DATABASE_URL: database.url };
  });
  afterAll(async () => {
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when started in development, then it prints the addresses, is ready, and stops on SIGTERM', async () => {
    const started = startServer({
      ...databaseEnv,
      PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
    });
    try {
      const ready = await waitForLine(started, /^Ready in \d+ ms \(database: (pglite|postgres)\)$/);
      expect(ready).toContain(`database: ${process.env.TEST_DB ?? 'pglite'}`);
      const [portal, operator, outbox] = started.lines;
      const port = /localhost:(\d+)\//.exec(portal ?? '')?.[1];
      expect(portal).toBe(`Applicant portal:   http://localhost:${port}/onboarding/`);
      expect(operator).toBe(`Operator console:   http://localhost:${port}/operator/`);
      expect(outbox).toBe(`Development outbox: http://localhost:${port}/onboarding/dev/outbox`);

      const response = await fetch(`http://127.0.0.1:${port}/ready`);
      expect(response.status).toBe(200);
    } finally {
      expect(await stop(started, 'SIGTERM')).toBe(0);
    }
    expect(started.stderr.join('')).toBe('');
  });

  it('when started in production with PUBLIC_URL, then it prints that URL and no outbox, and stops on SIGINT', async () => {
    const started = startServer({
      ...databaseEnv,
      PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_SECRET: 'production-secret-of-at-least-32-characters',
      PUBLIC_URL: 'https://onboarding.example-bank.si',
    });
    try {
      await waitForLine(started, /^Ready in/);
      expect(started.lines.slice(0, 2)).toEqual([
        'Applicant portal:   https://onboarding.example-bank.si/onboarding/',
        'Operator console:   https://onboarding.example-bank.si/operator/',
      ]);
      expect(started.lines.some((line) => line.startsWith('Development outbox'))).toBe(false);
    } finally {
      expect(await stop(started, 'SIGINT')).toBe(0);
    }
  });

  it('when the configuration is wrong, then it lists each problem and exits 1 without a stack trace', async () => {
    const started = startServer({ PORT: 'abc', NODE_ENV: 'production', DATA_DIR: dataDir });
    const [code] = (await once(started.child, 'exit')) as [number | null];
    expect(code).toBe(1);
    const stderr = started.stderr.join('');
    expect(stderr).toContain("PORT must be an integer from 0 to 65535, got 'abc'");
    expect(stderr).toContain('APP_SECRET is required in production');
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(started.lines).toEqual([]);
  });
});
