import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface StartedProcess {
  baseUrl: string;
  pid: number;
  /** Milliseconds from spawning the process to the first successful answer of `readyPath`. */
  startupMs: number;
  /** CPU time (user + system) the process has used so far, in milliseconds (Linux /proc). */
  cpuMs(): number;
  /** Sends `signal` (SIGTERM unless told) and resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The Node the measured servers run on: this process's own, or `BENCH_SERVER_NODE` (a path, such
 * as what `node scripts/fetch-node.mjs 24` prints: production runs 22 or 24, decision 281).
 */
const SERVER_NODE = process.env.BENCH_SERVER_NODE ?? process.execPath;

export interface StartOptions {
  /** Options for node itself, before the script (for example `--cpu-prof`, `--import`). */
  readonly nodeArgs?: readonly string[];
  /** Another Node binary than this process's own (the other supported versions, decision 281). */
  readonly nodeBinary?: string;
  /** The CPUs the process and all its threads may run on, as taskset lists them (`1`, `0-2`). */
  readonly cpus?: string;
}

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

const CLOCK_TICKS_PER_SECOND = 100;

export function readCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  // Fields 14 and 15 of /proc/PID/stat (after the parenthesised name) are utime and stime in ticks.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** The machine's busy and total CPU time so far, in clock ticks (the first line of /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] =
    readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  // user, nice, system, idle, iowait, irq, softirq, steal (guest time is counted in user already).
  const ticks = fields.slice(0, 8).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the fourth and fifth fields.
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the whole machine has been quiet (less than `busyShare` of its CPU in use) for one
 * `windowMs`, or `timeoutMs` has passed; the milliseconds waited. A page measured in the browser
 * shares the bench machine's cores with the server, its database and their jobs (a contract's PDF,
 * an archive copy): Lighthouse multiplies every main-thread task by its CPU slowdown, so work left
 * over from the step before would be counted as the page's.
 */
export async function untilMachineQuiet({
  busyShare = 0.2,
  windowMs = 400,
  timeoutMs = 20_000,
}: { busyShare?: number; windowMs?: number; timeoutMs?: number } = {}): Promise<number> {
  const startedAt = Date.now();
  for (;;) {
    const before = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = machineTicks();
    const total = after.total - before.total;
    const share = total > 0 ? (after.busy - before.busy) / total : 0;
    if (share < busyShare || Date.now() - startedAt > timeoutMs) return Date.now() - startedAt;
  }
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Spawns `node <script>` from the repository root and waits until `readyPath` answers 200. */
export async function startNodeProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
  options: StartOptions = {},
): Promise<StartedProcess> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const startedAt = performance.now();
  const node = options.nodeBinary ?? SERVER_NODE;
  const args = [...(options.nodeArgs ?? []), script];
  // taskset execs node in its own process, so the pid (and its CPU reading) is node's.
  const [command, commandArgs] =
    options.cpus === undefined ? [node, args] : ['taskset', ['-c', options.cpus, node, ...args]];
  const child = spawn(command, commandArgs, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  // BENCH_READY_TIMEOUT_MS: longer on a machine shared with other work (a server's migrations).
  const deadline = Date.now() + (Number(process.env.BENCH_READY_TIMEOUT_MS) || 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited early:\n${output}`);
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`${script} was not ready in time:\n${output}`);
    }
    try {
      const response = await fetch(baseUrl + readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    startupMs: performance.now() - startedAt,
    cpuMs: () => readCpuMs(child.pid),
    stop: (signal) => stopProcess(child, signal),
  };
}

/** The version `binary` prints (`v24.11.1`), the measured servers' own Node unless told. */
export function serverNodeVersion(binary = SERVER_NODE): string {
  return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
}

/**
 * The Node lines production runs (decision 281) to measure beside the servers' own: NODE_24_BIN
 * and NODE_22_BIN as `.ci/run` sets them, else each fetched from the npm registry by
 * scripts/fetch-node.mjs (unpacked once, then reused); a line the servers already run on is not
 * measured twice, and one that cannot be had is named with the reason. BENCH_TRACING_NODES (majors
 * separated by commas, `24,22` unless set; empty: none) chooses the lines.
 */
export function productionNodes(): {
  readonly nodes: readonly { readonly version: string; readonly binary: string }[];
  readonly skipped: readonly string[];
} {
  const own = serverNodeVersion().split('.')[0];
  const nodes: { version: string; binary: string }[] = [];
  const skipped: string[] = [];
  const majors = (process.env.BENCH_TRACING_NODES ?? '24,22').split(',').filter(Boolean);
  for (const major of majors) {
    if (own === `v${major}`) continue;
    let binary = process.env[`NODE_${major}_BIN`];
    try {
      binary ??= execFileSync(process.execPath, ['scripts/fetch-node.mjs', major], {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }).trim();
      nodes.push({ version: serverNodeVersion(binary), binary });
    } catch (error) {
      skipped.push(
        `Node ${major}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    }
  }
  return { nodes, skipped };
}
