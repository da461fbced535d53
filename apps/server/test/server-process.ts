import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { serverRoot } from '../src/infra/paths';

export interface ServerProcess {
  readonly child: ChildProcess;
  /** What it printed on stdout, a line each. */
  readonly lines: string[];
  readonly stderr: string[];
}

/** A TypeScript entry of the server (src/main.ts or a test fixture) in a child process. */
export function startServerProcess(script: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const stderr: string[] = [];
  child.stdout
    ?.setEncoding('utf8')
    .on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
  return { child, lines, stderr };
}

/**
 * The first line of `started` matching `pattern`. The wait is long: a child's first start
 * transforms the server's TypeScript, which on a loaded two-core CI machine took over 45 s.
 */
export async function waitForLine(
  started: ServerProcess,
  pattern: RegExp,
  timeoutMs = 90_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = started.lines.find((candidate) => pattern.test(candidate));
    if (line !== undefined) return line;
    if (started.child.exitCode !== null) {
      throw new Error(`server exited: ${started.stderr.join('')}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`no line matching ${pattern}: ${started.lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stops the process with `signal` and resolves with its exit code (null when killed). */
export async function stopServerProcess(
  started: ServerProcess,
  signal: NodeJS.Signals,
): Promise<number | null> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) {
    return started.child.exitCode;
  }
  const exited = once(started.child, 'exit');
  started.child.kill(signal);
  const [code] = (await exited) as [number | null];
  return code;
}

/** The test server fixture, ready: its base URL. */
export async function startTestServer(
  env: Record<string, string>,
): Promise<ServerProcess & { readonly baseUrl: string }> {
  const started = startServerProcess('test/fixtures/test-server.ts', env);
  const line = await waitForLine(started, /^listening /);
  return { ...started, baseUrl: line.slice('listening '.length) };
}
