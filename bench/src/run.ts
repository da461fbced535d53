// `npm run bench`: prints the figures the foundation issue sets targets for. Nothing here asserts;
// the numbers are for people and for comparing runs on the same machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureInitialAssets } from './bundle-size';
import { measureThroughput } from './http-throughput';
import { repoRoot, startNodeProcess } from './processes';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

function ensureBuilt() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed');
}

async function measureStartup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-bench-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  try {
    const first = await startNodeProcess('apps/server/dist/main.js', env, '/ready');
    await first.stop();
    const again = await startNodeProcess('apps/server/dist/main.js', env, '/ready');
    await again.stop();
    return { firstStartMs: first.startupMs, startMs: again.startupMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureHealthAgainstBaseline() {
  const baseline = await startNodeProcess('bench/src/hello-server.mjs', {}, '/health');
  const bare = await measureThroughput(`${baseline.baseUrl}/health`, seconds).finally(() =>
    baseline.stop(),
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-bench-'));
  const ours = await startNodeProcess(
    'apps/server/dist/main.js',
    { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production', APP_SECRET: 'b'.repeat(48) },
    '/ready',
  );
  const server = await measureThroughput(`${ours.baseUrl}/health`, seconds).finally(async () => {
    await ours.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { bare, server };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

ensureBuilt();
const startup = await measureStartup();
const { bare, server } = await measureHealthAgainstBaseline();
const web = measureInitialAssets(join(repoRoot, 'apps/web/dist'));

console.log('\nServer start (embedded database, after the first build)');
console.log(`  first start, creating the database:  ${startup.firstStartMs.toFixed(0)} ms`);
console.log(`  start to ready:                      ${startup.startMs.toFixed(0)} ms   (target < 5000 ms)`);
console.log(`\nGET /health, ${seconds} s, 50 connections, loopback`);
console.log(
  `  bare Fastify hello-world:  ${bare.requestsPerSecond.toFixed(0)} req/s, p99 ${bare.p99Ms} ms`,
);
console.log(
  `  onboarding server:         ${server.requestsPerSecond.toFixed(0)} req/s, p99 ${server.p99Ms} ms` +
    `   (errors ${server.errors}, non-2xx ${server.non2xx})`,
);
console.log(
  `  ratio:                     ${((100 * server.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)} %   (target >= 80 %)`,
);
console.log('\nWeb app initial load (gzip)');
for (const file of web.files) console.log(`  ${file.path}: ${kb(file.gzipBytes)}`);
console.log(`  JavaScript: ${kb(web.javascriptGzipBytes)}   (target < 100 KB)`);
console.log(`  CSS:        ${kb(web.cssGzipBytes)}`);
