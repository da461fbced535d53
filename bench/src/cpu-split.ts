// Decision 303: the write bench gives the measured server a CPU of its own. On two cores shared by
// the server, the load generator, the OTLP receiver and PostgreSQL, whatever the others did in a
// round moved the server's throughput by up to 50 points from one round to the next, more than
// the tracing cost it is there to measure. In production the collector and the database run
// elsewhere; a core of its own is the closer picture.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface CpuSplit {
  /** The CPU the measured servers run on, as taskset lists CPUs. */
  readonly server: string;
  /** The others: the bench with its load generator, the receiver and the database's backends. */
  readonly rest: string;
  /** All of them, to give the bench back when the measurement is over. */
  readonly all: string;
}

/** `0-2,5` as the list of CPU numbers it names. */
function parseCpuList(list: string): number[] {
  const cpus: number[] = [];
  for (const part of list.trim().split(',')) {
    if (part === '') continue;
    const [from, to = from] = part.split('-').map(Number);
    if (
      from === undefined ||
      to === undefined ||
      !Number.isInteger(from) ||
      !Number.isInteger(to)
    ) {
      throw new Error(`not a CPU list: ${list}`);
    }
    for (let cpu = from; cpu <= to; cpu += 1) cpus.push(cpu);
  }
  return cpus;
}

/** The CPUs this process may run on (Linux: /proc/self/status). */
function allowedCpus(): number[] {
  const status = readFileSync('/proc/self/status', 'utf8');
  const list = /^Cpus_allowed_list:\s*(.+)$/m.exec(status)?.[1];
  if (list === undefined) throw new Error('/proc/self/status names no allowed CPUs');
  return parseCpuList(list);
}

/**
 * The last allowed CPU for the measured servers, the others for everything else; or why not:
 * BENCH_PIN=off, one CPU only, no taskset.
 */
function cpuSplit(): CpuSplit | { readonly skipped: string } {
  if (process.env.BENCH_PIN === 'off') return { skipped: 'BENCH_PIN=off' };
  let cpus: number[];
  try {
    cpus = allowedCpus();
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    return {
      skipped: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    };
  }
  const server = cpus.at(-1);
  if (server === undefined || cpus.length < 2) return { skipped: 'this process has one CPU' };
  return { server: String(server), rest: cpus.slice(0, -1).join(','), all: cpus.join(',') };
}

/** Moves the processes `pids` (with all their threads) onto `cpus`; one we may not move stays. */
function pinProcesses(pids: Iterable<number>, cpus: string): void {
  for (const pid of pids) {
    try {
      execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    } catch {
      // it ended, or it is another user's (PostgreSQL) and we lack the right: it stays where it is
    }
  }
}

/** Where the measured servers run, and everything else (decision 303). */
export interface CpuPlacement {
  /** The split, or why there is none: printed with the figures. */
  readonly split: CpuSplit | { readonly skipped: string };
  /** What a measured server is started with: its own CPU. */
  readonly server: { readonly cpus?: string };
  /** What anything else is started with (the OTLP receiver): the other CPUs. */
  readonly others: { readonly cpus?: string };
  /** Moves processes that are already running (the database's backends) to the other CPUs. */
  moveToOthers(pids: Iterable<number>): void;
  /** Gives this process all its CPUs back. */
  release(): void;
}

/**
 * Splits the CPUs and moves this process (autocannon's load runs in it) off the servers' CPU at
 * once, before anything is started. Without a split, everything stays where it is.
 */
export function placeOnCpus(): CpuPlacement {
  const split = cpuSplit();
  if (!('server' in split)) {
    return {
      split,
      server: {},
      others: {},
      moveToOthers: () => undefined,
      release: () => undefined,
    };
  }
  pinProcesses([process.pid], split.rest);
  return {
    split,
    server: { cpus: split.server },
    others: { cpus: split.rest },
    moveToOthers: (pids) => pinProcesses(pids, split.rest),
    release: () => pinProcesses([process.pid], split.all),
  };
}
