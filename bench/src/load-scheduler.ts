// The load test's generator (load.ts): an open model. Request n of a run is due at
// start + n / rate and is sent then, whether or not the earlier ones have answered; its latency is
// counted from that due time, not from when a socket was free, so a server that stalls is charged
// for every request that waited behind the stall (no coordinated omission). node:http with a
// keep-alive agent, as a browser keeps its connections.
import { Agent, request } from 'node:http';
import { assertLoopback } from './http-throughput';

export interface LoadRequest {
  readonly method: 'GET' | 'POST' | 'PATCH';
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer;
}

export interface LoadCall {
  readonly name: string;
  /** Share of the mix, relative to the other calls' weights. */
  readonly weight: number;
  /** The `n`-th request of this call (n counts this call's requests only, from 0). */
  requestFor(n: number): LoadRequest;
}

export interface CallFigures {
  readonly name: string;
  readonly count: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Answers outside 2xx, by status. */
  readonly non2xx: ReadonlyMap<number, number>;
  /** Requests that got no answer (connection refused or reset, 10 s timeout), by error code. */
  readonly socketErrors: ReadonlyMap<string, number>;
  /** The first answer outside 2xx, cut short: what the server said, for the reader. */
  readonly firstRefusal: string | null;
}

export interface RunFigures {
  readonly calls: readonly CallFigures[];
  readonly sent: number;
  readonly seconds: number;
  /** How late the generator itself sent (p99, ms): high means the load machine, not the server. */
  readonly sendLagP99Ms: number;
  /** From the first due time to the last answer: far above `seconds`, the server fell behind. */
  readonly drainedSeconds: number;
}

const REQUEST_TIMEOUT_MS = 10_000;
/** Sockets the agent may open at once; beyond them requests wait in the agent, on the clock. */
const MAX_SOCKETS = 256;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * The order of the calls in one cycle: smooth weighted round-robin, so a call with weight 2 of 20
 * comes every 10th request rather than twice in a row, and each call's own rate is steady.
 */
export function mixOrder(calls: readonly LoadCall[]): number[] {
  const total = calls.reduce((sum, call) => sum + call.weight, 0);
  const current = calls.map(() => 0);
  const order: number[] = [];
  for (let slot = 0; slot < total; slot += 1) {
    let best = 0;
    calls.forEach((call, index) => {
      current[index] = (current[index] ?? 0) + call.weight;
      if ((current[index] ?? 0) > (current[best] ?? 0)) best = index;
    });
    current[best] = (current[best] ?? 0) - total;
    order.push(best);
  }
  return order;
}

interface Outcome {
  readonly call: number;
  readonly latencyMs: number;
  readonly status: number | null;
  readonly error: string | null;
  readonly refusal: string | null;
}

function send(
  agent: Agent,
  baseUrl: URL,
  load: LoadRequest,
  call: number,
  dueAt: number,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number | null, error: string | null, refusal: string | null) => {
      if (settled) return;
      settled = true;
      resolve({ call, latencyMs: performance.now() - dueAt, status, error, refusal });
    };
    const headers: Record<string, string> = { ...load.headers };
    if (load.body !== undefined) headers['content-length'] = String(load.body.length);
    const outgoing = request(
      {
        agent,
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: load.method,
        path: load.path,
        headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        let text = '';
        response.on('data', (chunk: Buffer) => {
          if (!ok && text.length < 300) text += chunk.toString();
        });
        response.on('end', () =>
          finish(status, null, ok ? null : `${status} ${text.slice(0, 300)}`),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          finish(null, error.code ?? error.message, null),
        );
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      finish(null, error.code ?? error.message, null),
    );
    outgoing.end(load.body);
  });
}

function figuresOf(calls: readonly LoadCall[], outcomes: readonly Outcome[]): CallFigures[] {
  return calls.map((call, index) => {
    const mine = outcomes.filter((outcome) => outcome.call === index);
    const latencies = mine.map((outcome) => outcome.latencyMs).sort((a, b) => a - b);
    const non2xx = new Map<number, number>();
    const socketErrors = new Map<string, number>();
    let firstRefusal: string | null = null;
    for (const outcome of mine) {
      if (outcome.error !== null) {
        socketErrors.set(outcome.error, (socketErrors.get(outcome.error) ?? 0) + 1);
      } else if (outcome.status !== null && (outcome.status < 200 || outcome.status >= 300)) {
        non2xx.set(outcome.status, (non2xx.get(outcome.status) ?? 0) + 1);
        firstRefusal ??= outcome.refusal;
      }
    }
    return {
      name: call.name,
      count: mine.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? Number.NaN,
      non2xx,
      socketErrors,
      firstRefusal,
    };
  });
}

/**
 * `rate` requests a second in total for `seconds`, the calls interleaved by weight, against
 * `baseUrl` (loopback only); resolves once every request has answered or failed.
 */
export async function runOpenLoad(
  baseUrl: string,
  calls: readonly LoadCall[],
  rate: number,
  seconds: number,
): Promise<RunFigures> {
  assertLoopback(baseUrl);
  const target = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const order = mixOrder(calls);
  const perCall = calls.map(() => 0);
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  const pending: Promise<Outcome>[] = [];
  const lags: number[] = [];
  const startedAt = performance.now() + 20;
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && startedAt + next * intervalMs <= now) {
        const dueAt = startedAt + next * intervalMs;
        const call = order[next % order.length] ?? 0;
        const n = perCall[call] ?? 0;
        perCall[call] = n + 1;
        const load = calls[call]?.requestFor(n);
        if (load !== undefined) pending.push(send(agent, target, load, call, dueAt));
        lags.push(now - dueAt);
        next += 1;
      }
      if (next >= total) done();
      else setTimeout(tick, Math.max(0, startedAt + next * intervalMs - performance.now()));
    };
    setTimeout(tick, 20);
  });
  const outcomes = await Promise.all(pending);
  const drainedSeconds = (performance.now() - startedAt) / 1000;
  agent.destroy();
  lags.sort((a, b) => a - b);
  return {
    calls: figuresOf(calls, outcomes),
    sent: total,
    seconds,
    sendLagP99Ms: percentile(lags, 99),
    drainedSeconds,
  };
}
