// What `npm run bench:load` prints (load.ts): per call the bare baseline and our server side by
// side, and whether our server met the targets of decision 156.
import type { CallFigures, RunFigures } from './load-scheduler';

/** Decision 156's targets, for calls that hash no password (none of the mix does). */
export const LOAD_TARGETS = { p95Ms: 100, p99Ms: 250, errors: 0 } as const;

export interface Measured {
  readonly run: RunFigures;
  /** The server process's CPU over the measured seconds, in cores (1 = one core busy). */
  readonly serverCpuShare: number;
  /** The PostgreSQL backends' CPU, in cores (NaN: not readable, or the baseline). */
  readonly databaseCpuShare: number;
}

export interface LoadFigures {
  readonly rate: number;
  readonly seconds: number;
  readonly warmUpSeconds: number;
  readonly setupMs: number;
  readonly applicants: { readonly form: number; readonly documents: number };
  /** Requests a second per call. */
  readonly rates: Readonly<Record<string, number>>;
  readonly bare: Measured;
  readonly ours: Measured;
}

/** A generator later than this (p99) means the machine, not only the server, is short of CPU. */
const GENERATOR_LATE_MS = 20;
/** Answers still coming this long after the sending ended mean the server fell behind the rate. */
const BEHIND_SECONDS = 2;

const sum = (map: ReadonlyMap<unknown, number>) => [...map.values()].reduce((a, b) => a + b, 0);
const errorsOf = (call: CallFigures) => sum(call.non2xx) + sum(call.socketErrors);

export function metTargets(call: CallFigures): boolean {
  return (
    call.p95Ms <= LOAD_TARGETS.p95Ms &&
    call.p99Ms <= LOAD_TARGETS.p99Ms &&
    errorsOf(call) === LOAD_TARGETS.errors
  );
}

/** Every call of a run as one, for the total line. */
function allCalls(run: RunFigures): CallFigures {
  const merge = <K>(pick: (call: CallFigures) => ReadonlyMap<K, number>) => {
    const merged = new Map<K, number>();
    for (const call of run.calls) {
      for (const [key, count] of pick(call)) merged.set(key, (merged.get(key) ?? 0) + count);
    }
    return merged;
  };
  // Percentiles do not add up: the total line shows the worst call's, which the targets are about.
  const worst = (pick: (call: CallFigures) => number) =>
    Math.max(...run.calls.map((call) => pick(call)));
  return {
    name: 'all (worst call)',
    count: run.calls.reduce((total, call) => total + call.count, 0),
    p50Ms: worst((call) => call.p50Ms),
    p95Ms: worst((call) => call.p95Ms),
    p99Ms: worst((call) => call.p99Ms),
    maxMs: worst((call) => call.maxMs),
    non2xx: merge((call) => call.non2xx),
    socketErrors: merge((call) => call.socketErrors),
    firstRefusal: null,
  };
}

const ms = (value: number) =>
  (Number.isNaN(value) ? 'n/a' : value.toFixed(value >= 1000 ? 0 : 1)).padStart(7);
const count = (value: number) => String(value).padStart(6);
const cores = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(2)} cores`);

function row(name: string, perSecond: string, bare: CallFigures, ours: CallFigures): string {
  return (
    `  ${name.padEnd(17)}${perSecond.padStart(6)} ` +
    `|${count(bare.count)}${ms(bare.p50Ms)}${ms(bare.p95Ms)}${ms(bare.p99Ms)}${count(errorsOf(bare))} ` +
    `|${count(ours.count)}${ms(ours.p50Ms)}${ms(ours.p95Ms)}${ms(ours.p99Ms)}${ms(ours.maxMs)}` +
    `${count(sum(ours.non2xx))}${count(sum(ours.socketErrors))}   ${metTargets(ours) ? 'met' : 'NOT met'}`
  );
}

export function printLoad(figures: LoadFigures): void {
  const { bare, ours } = figures;
  console.log(
    `\nLoad test: ${figures.rate} requests/s for ${figures.seconds} s (after ${figures.warmUpSeconds} s ` +
      'of warm-up), open model (latency from each request’s due time), loopback, PostgreSQL',
  );
  console.log(
    `  set-up: ${figures.applicants.form} applicants on the personal data step and ` +
      `${figures.applicants.documents} on the documents step, through the API, in ` +
      `${(figures.setupMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `  targets per call (no call of the mix hashes a password): p95 ≤ ${LOAD_TARGETS.p95Ms} ms, ` +
      `p99 ≤ ${LOAD_TARGETS.p99Ms} ms, ${LOAD_TARGETS.errors} errors\n`,
  );
  console.log(
    `  ${''.padEnd(17)}${''.padStart(6)} |${'bare Fastify, same requests (ms)'.padEnd(34)} ` +
      `|onboarding server (ms)`,
  );
  console.log(
    `  ${'call'.padEnd(17)}${'req/s'.padStart(6)} |${'count'.padStart(6)}${'p50'.padStart(7)}` +
      `${'p95'.padStart(7)}${'p99'.padStart(7)}${'errors'.padStart(7)} |${'count'.padStart(6)}` +
      `${'p50'.padStart(7)}${'p95'.padStart(7)}${'p99'.padStart(7)}${'max'.padStart(7)}` +
      `${'non2xx'.padStart(7)}${'socket'.padStart(7)}   targets`,
  );
  ours.run.calls.forEach((call, index) => {
    const baseline = bare.run.calls[index];
    if (baseline === undefined) return;
    const perSecond = (figures.rates[call.name] ?? Number.NaN).toFixed(0);
    console.log(row(call.name, perSecond, baseline, call));
  });
  console.log(
    row('all (worst call)', String(figures.rate), allCalls(bare.run), allCalls(ours.run)),
  );
  for (const call of ours.run.calls) {
    if (call.non2xx.size === 0 && call.socketErrors.size === 0) continue;
    const statuses = [...call.non2xx].map(([status, times]) => `${times}× ${status}`);
    const sockets = [...call.socketErrors].map(([code, times]) => `${times}× ${code}`);
    console.log(`  ${call.name}: ${[...statuses, ...sockets].join(', ')}`);
    if (call.firstRefusal !== null) console.log(`    first refusal: ${call.firstRefusal}`);
  }
  console.log(
    `\n  CPU during the measured seconds: onboarding server ${cores(ours.serverCpuShare)}, ` +
      `its PostgreSQL backends ${cores(ours.databaseCpuShare)}; bare Fastify ` +
      `${cores(bare.serverCpuShare)}`,
  );
  const generatorBusy = Math.max(bare.run.sendLagP99Ms, ours.run.sendLagP99Ms) > GENERATOR_LATE_MS;
  console.log(
    `  the generator’s own lateness (p99 of send time after due time): baseline run ` +
      `${bare.run.sendLagP99Ms.toFixed(1)} ms, onboarding run ${ours.run.sendLagP99Ms.toFixed(1)} ms` +
      (generatorBusy ? ' (high: the load machine is busy, not only the server)' : ''),
  );
  const fellBehind = ours.run.drainedSeconds > figures.seconds + BEHIND_SECONDS;
  console.log(
    `  last answer after the first request was due: baseline ${bare.run.drainedSeconds.toFixed(1)} s, ` +
      `onboarding ${ours.run.drainedSeconds.toFixed(1)} s, for ${figures.seconds} s of sending` +
      (fellBehind ? ' (much longer: the server fell behind the rate)' : ''),
  );
  const missed = ours.run.calls.filter((call) => !metTargets(call)).map((call) => call.name);
  console.log(
    missed.length === 0
      ? '  every call met the targets'
      : `  targets NOT met by: ${missed.join(', ')}`,
  );
}
