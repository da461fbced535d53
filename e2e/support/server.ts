import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready within 60 s:\n${output()}`);
}

/**
 * Starts the built server (`apps/server/dist/main.js`, as `npm start` does) on a free port with a
 * fresh embedded database in a temporary data directory. `prepare` runs first on that directory
 * (a command that needs the database to itself, such as creating the first supervisor).
 */
export async function startServer(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => void,
): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-e2e-'));
  prepare?.(dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      // scripts/test.mjs sets info and scans the whole log for secrets (decision 154).
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      // The journeys' API sign-ups say where they come from (support/applicant.ts).
      TRUST_PROXY: '127.0.0.1',
      // Every browser of a file signs in from 127.0.0.1: the per-source SMS limit (decision 161)
      // would count all its journeys as one sender.
      SMS_PER_SOURCE_PER_HOUR: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // E2E_SERVER_LOG=<file> keeps the server's output of a run (warnings and errors, or everything
  // at E2E_SERVER_LOG_LEVEL=info), to read after a failure and to scan for secrets.
  const logFile = process.env.E2E_SERVER_LOG;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (logFile !== undefined) appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await waitUntilReady(baseUrl, child, () => output);

  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
