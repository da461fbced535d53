// The journey figure: the whole CURRENTACCOUNT journey through the API (no browser; the
// operator by API), on the built server with the embedded database, beside a bare baseline of the
// same number of HTTP round trips against a Fastify hello-world. "Server time" is the server
// process's CPU (user + system) during the journey: the waits for the outbox and the dossier poll
// every 50 ms and cost only their small requests. Run by `npm run bench` through its own process
// (`npm run bench:journey -w @onboarding/bench`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE_OPERATOR, ZStaffLoginStep, ZStaffMember } from '@onboarding/domain';
import { generate } from 'otplib';
import sharp from 'sharp';
import { RoundTrips, Session, pause } from './journey-api-client';
import { videoIdentification, type Operator } from './journey-api-call';
import {
  acceptConsents,
  awaitDossier,
  chooseBranch,
  enterPersonalData,
  issueCertificate,
  newPerson,
  register,
  signContracts,
  uploadDocuments,
  welcome,
  type Person,
} from './journey-api-steps';
import { repoRoot, startNodeProcess, type StartedProcess } from './processes';
import { median } from './rounds';

const SUPERVISOR = { email: 'bench.supervisor@bank.example', password: 'video-desk-2026-long' };
export const SERVER_CPU_TARGET_MS = 5000;

export interface JourneyRun {
  readonly wallMs: number;
  readonly serverCpuMs: number;
  readonly requests: number;
  readonly polls: number;
  readonly socketMessages: number;
}

export interface BareRun {
  readonly wallMs: number;
  readonly serverCpuMs: number;
}

export interface JourneyFigures {
  readonly rounds: number;
  readonly cold: JourneyRun;
  readonly journey: JourneyRun;
  readonly bare: BareRun;
}

function ensureBuilt(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('The build failed');
}

/** The bench server's settings: the embedded database in `dataDir`, or the PostgreSQL one named. */
export function serverEnv(dataDir: string, databaseUrl = ''): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    OPERATOR_HOURS: 'always',
    // Each applicant from an address of its own, so the per-address sign-up limits keep out.
    TRUST_PROXY: 'true',
  };
}

/** The bank's first supervisor, made by the built command before the server starts. */
export function createFirstSupervisor(
  dataDir: string,
  nodeBinary = process.execPath,
  databaseUrl = '',
): void {
  const result = spawnSync(
    nodeBinary,
    ['apps/server/dist/create-supervisor.js', '--email', SUPERVISOR.email, '--name', 'Maja Kovač'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...serverEnv(dataDir, databaseUrl),
        SUPERVISOR_PASSWORD: SUPERVISOR.password,
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`creating the first supervisor failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** The supervisor signed in through the operator API (password, then the TOTP enrolment). */
export async function signInOperator(baseUrl: string): Promise<Operator> {
  const session = new Session(baseUrl, new RoundTrips(), { accept: 'application/json' });
  const step = await session.json(ZStaffLoginStep, 'POST', `${API_BASE_OPERATOR}/auth/login`, {
    body: SUPERVISOR,
  });
  if (step.next !== 'TOTP_ENROLMENT') throw new Error('the supervisor was enrolled before');
  const code = await generate({ secret: step.secret, digits: 6, period: 30 });
  const member = await session.json(ZStaffMember, 'POST', `${API_BASE_OPERATOR}/auth/totp`, {
    body: { code },
  });
  return { session, member };
}

/** A face frame as the console takes it: a small JPEG. */
export function faceSnapshot(): Promise<Uint8Array> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#b08a70' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export interface Assets {
  readonly person: Person;
  readonly face: Uint8Array;
}

/** Every step of one applicant, from the first uid to the welcome page. */
export async function walk(
  session: Session,
  operator: Operator,
  counts: RoundTrips,
  assets: Assets,
) {
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const applicant = await register(session, stamp, assets.person);
  await uploadDocuments(applicant);
  await enterPersonalData(applicant);
  await acceptConsents(applicant);
  await videoIdentification(applicant, operator, counts, assets.face);
  await awaitDossier(applicant);
  await issueCertificate(applicant);
  await signContracts(applicant);
  await chooseBranch(applicant);
  await welcome(applicant);
}

/** One journey measured: a fresh applicant; the operator's signed-in session is shared. */
async function oneJourney(
  server: StartedProcess,
  operator: Operator,
  face: Uint8Array,
  index: number,
): Promise<JourneyRun> {
  const assets = { person: await newPerson(), face };
  const counts = new RoundTrips();
  const session = new Session(server.baseUrl, counts, {
    accept: 'application/json',
    language: 'sl',
    'x-forwarded-for': `198.51.100.${index + 1}`,
  });
  const counted: Operator = { ...operator, session: operator.session.countingInto(counts) };
  const cpuBefore = server.cpuMs();
  const startedAt = performance.now();
  await walk(session, counted, counts, assets);
  const wallMs = performance.now() - startedAt;
  return {
    wallMs,
    serverCpuMs: (await settledCpuMs(server)) - cpuBefore,
    requests: counts.requests,
    polls: counts.polls,
    socketMessages: counts.socketMessages,
  };
}

/**
 * The server's CPU once its background work after the journey (jobs after the welcome) has
 * stopped: two readings 100 ms apart that agree, within 3 s.
 */
async function settledCpuMs(server: StartedProcess): Promise<number> {
  let last = server.cpuMs();
  for (let waited = 0; waited < 3000; waited += 100) {
    await pause(100);
    const now = server.cpuMs();
    if (now === last) return now;
    last = now;
  }
  return last;
}

/** `count` sequential GET /health against the bare Fastify hello-world. */
async function bareRoundTrips(bare: StartedProcess, count: number): Promise<BareRun> {
  const cpuBefore = bare.cpuMs();
  const startedAt = performance.now();
  for (let sent = 0; sent < count; sent += 1) {
    await (await fetch(`${bare.baseUrl}/health`)).arrayBuffer();
  }
  return { wallMs: performance.now() - startedAt, serverCpuMs: bare.cpuMs() - cpuBefore };
}

function medianRun(runs: readonly JourneyRun[]): JourneyRun {
  const of = (pick: (run: JourneyRun) => number) => median(runs.map(pick));
  return {
    wallMs: of((run) => run.wallMs),
    serverCpuMs: of((run) => run.serverCpuMs),
    requests: of((run) => run.requests),
    polls: of((run) => run.polls),
    socketMessages: of((run) => run.socketMessages),
  };
}

/**
 * A first journey on the fresh server (cold: the first PDFs, JIT), then `rounds` journeys with a
 * fresh applicant each, each followed by the baseline's same number of round trips.
 */
export async function measureJourneyApi(rounds = 3): Promise<JourneyFigures> {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-bench-journey-'));
  let server: StartedProcess | undefined;
  let bare: StartedProcess | undefined;
  try {
    createFirstSupervisor(dataDir);
    server = await startNodeProcess('apps/server/dist/main.js', serverEnv(dataDir), '/ready');
    bare = await startNodeProcess('bench/src/hello-server.mjs', {}, '/health');
    const face = await faceSnapshot();
    const operator = await signInOperator(server.baseUrl);
    const cold = await oneJourney(server, operator, face, 0);
    const runs: JourneyRun[] = [];
    const bareRuns: BareRun[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      const run = await oneJourney(server, operator, face, round);
      runs.push(run);
      bareRuns.push(await bareRoundTrips(bare, run.requests + run.polls));
    }
    const bareMedian = {
      wallMs: median(bareRuns.map((run) => run.wallMs)),
      serverCpuMs: median(bareRuns.map((run) => run.serverCpuMs)),
    };
    return { rounds, cold, journey: medianRun(runs), bare: bareMedian };
  } finally {
    await server?.stop();
    await bare?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);

export function printJourneyApi(figures: JourneyFigures): void {
  const { journey, cold, bare } = figures;
  const trips = journey.requests + journey.polls;
  const met = journey.serverCpuMs < SERVER_CPU_TARGET_MS ? 'met' : 'NOT met';
  console.log(
    `\nThe whole CURRENTACCOUNT journey through the API (no browser, operator by API; PGlite, ` +
      `development outbox; ${figures.rounds} journeys after a cold one, medians)`,
  );
  console.log(
    `  ${`bare Fastify, ${trips} GET /health:`.padEnd(31)} wall ${ms(bare.wallMs)}, ` +
      `server CPU ${ms(bare.serverCpuMs)}`,
  );
  console.log(
    `  onboarding journey:             wall ${ms(journey.wallMs)}, server CPU ${ms(journey.serverCpuMs)}` +
      `   (target server CPU < ${SERVER_CPU_TARGET_MS} ms: ${met})`,
  );
  console.log(
    `  first journey, cold server:     wall ${ms(cold.wallMs)}, server CPU ${ms(cold.serverCpuMs)}`,
  );
  console.log(
    `  round trips: ${journey.requests} requests + ${journey.polls} polls (outbox, dossier every ` +
      `50 ms), ${journey.socketMessages} websocket messages sent`,
  );
}
