// `npm run check:runtime -w @onboarding/bench`: the built server on another Node version than the
// machine's (decision 281: production runs Node 22 or 24). With `SERVER_NODE=<a node binary>` it
// makes the first supervisor and starts the server with that binary on the embedded database,
// checks /health, /ready and /metrics, and takes one applicant through the whole CURRENTACCOUNT
// journey over the API, sign-up to welcome, the operator identifying them by API. It reuses the
// journey driver of the journey figure (journey-api.ts); here nothing is timed, only checked.
// Exits non-zero, with the server's output, when any of it fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoundTrips, Session } from './journey-api-client';
import {
  createFirstSupervisor,
  faceSnapshot,
  serverEnv,
  signInOperator,
  walk,
} from './journey-api';
import { newPerson } from './journey-api-steps';
import { startNodeProcess, type StartedProcess } from './processes';

const nodeBinary = process.env.SERVER_NODE ?? process.execPath;

function versionOf(binary: string): string {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${binary} does not run: ${result.stderr}`);
  return result.stdout.trim();
}

async function expectAnswer(server: StartedProcess, path: string, expected: RegExp) {
  const response = await fetch(server.baseUrl + path);
  const body = await response.text();
  if (response.status !== 200 || !expected.test(body)) {
    throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
  }
  console.log(`  ${path.padEnd(9)} 200`);
}

const version = versionOf(nodeBinary);
console.log(`The built server on Node ${version} (${nodeBinary})`);
const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-runtime-check-'));
let server: StartedProcess | undefined;
try {
  createFirstSupervisor(dataDir, nodeBinary);
  server = await startNodeProcess('apps/server/dist/main.js', serverEnv(dataDir), '/ready', {
    nodeBinary,
  });
  console.log(`  started in ${server.startupMs.toFixed(0)} ms`);
  await expectAnswer(server, '/health', /"status":"ok"/);
  await expectAnswer(server, '/ready', /"status":"ready","database":"pglite"/);
  await expectAnswer(server, '/metrics', /^# HELP /m);
  const operator = await signInOperator(server.baseUrl);
  const session = new Session(server.baseUrl, new RoundTrips(), {
    accept: 'application/json',
    language: 'sl',
  });
  const assets = { person: await newPerson(), face: await faceSnapshot() };
  const startedAt = performance.now();
  await walk(session, operator, new RoundTrips(), assets);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`  a CURRENTACCOUNT journey, sign-up to welcome, in ${seconds} s: ACTIVE`);
} catch (error) {
  console.error(`The server on Node ${version} failed:`, error);
  process.exitCode = 1;
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
