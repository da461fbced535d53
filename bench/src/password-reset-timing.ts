// The password-reset request's time for an address with an account and for one without
// (decision 164), side by side with the bare baseline of the same server's `/health`. The tests
// prove that both requests do the same work and give the same answer (password-reset.test.ts);
// this prints how long they take, for people comparing runs (decision 227: timings are figures,
// not assertions, since on a 2-core machine the load of the moment decides a comparison of a few
// milliseconds).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setUpApplicants } from './journey-applicants';
import { startNodeProcess, type StartedProcess } from './processes';

const API = '/services/slo';
/** Each address may ask 3 times an hour (RATE_LIMITS.resetPerAddress): this many of each kind. */
const ADDRESSES = 24;
const CALLS_PER_ADDRESS = 3;
const WARM_UP = 8;
/** Long enough for the request's job (a lookup, and for an account a mail) to run in between. */
const SETTLE_MS = 40;

export interface ResetTimingFigures {
  readonly knownMs: readonly number[];
  readonly unknownMs: readonly number[];
  readonly healthMs: readonly number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(call: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await call();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return elapsed;
}

/** Each call from an address of its own (the set-up server trusts X-Forwarded-For). */
function resetRequest(server: StartedProcess, email: string, call: number) {
  return () =>
    fetch(`${server.baseUrl}${API}/security/action/noauth/resetpsw`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${(call % 250) + 1}`,
      },
      body: JSON.stringify({ email, language: 'en' }),
    });
}

/** Known and unknown calls interleaved, each pair in alternating order, with /health between. */
export async function measureResetTiming(): Promise<ResetTimingFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-bench-reset-'));
  const server = await startNodeProcess(
    'apps/server/dist/main.js',
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TRUST_PROXY: 'true',
    },
    '/ready',
  );
  try {
    const applicants = await setUpApplicants(server.baseUrl, ADDRESSES, { step: 'documents' });
    const known = applicants.map((_, index) => `bench.${process.pid}.${index}@example.si`);
    const unknown = known.map((_, index) => `nobody.${process.pid}.${index}@example.si`);
    const figures = {
      knownMs: [] as number[],
      unknownMs: [] as number[],
      healthMs: [] as number[],
    };
    const rounds = ADDRESSES * CALLS_PER_ADDRESS;
    for (let round = 0; round < rounds; round += 1) {
      const address = round % ADDRESSES;
      const pair = [
        ['known', resetRequest(server, known[address] ?? '', 2 * round)],
        ['unknown', resetRequest(server, unknown[address] ?? '', 2 * round + 1)],
      ] as const;
      for (const [kind, call] of round % 2 === 0 ? pair : [...pair].reverse()) {
        const elapsed = await timed(call);
        await sleep(SETTLE_MS);
        if (round >= WARM_UP)
          (kind === 'known' ? figures.knownMs : figures.unknownMs).push(elapsed);
      }
      const health = await timed(() => fetch(`${server.baseUrl}/health`));
      if (round >= WARM_UP) figures.healthMs.push(health);
    }
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

export function printResetTiming(figures: ResetTimingFigures): void {
  const known = median(figures.knownMs);
  const unknown = median(figures.unknownMs);
  const health = median(figures.healthMs);
  console.log(
    `\nPassword-reset request, ${figures.knownMs.length} calls of each kind interleaved (medians)`,
  );
  console.log(`  bare baseline, GET /health:   ${health.toFixed(2)} ms`);
  console.log(`  address with an account:      ${known.toFixed(2)} ms`);
  console.log(`  address without one:          ${unknown.toFixed(2)} ms`);
  console.log(
    `  difference:                   ${Math.abs(known - unknown).toFixed(2)} ms ` +
      `(${((100 * Math.abs(known - unknown)) / Math.min(known, unknown)).toFixed(1)} %; ` +
      'decision 164: the same work for both, so only noise should remain)',
  );
}
