// Builds what `npm start` serves: the applicant web app, the operator console and the server bundle.
// With --if-needed it only rebuilds an output whose sources changed since it was last built.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressAssets } from './compress-assets.mjs';
import { prerenderFirstPage } from './prerender-first-page.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const onlyIfNeeded = process.argv.includes('--if-needed');

/** Sources shared by every output: a change there rebuilds all of them. */
const sharedSources = [
  'packages/domain/src',
  'packages/domain/data',
  'packages/messages/src',
  'packages/tokens',
  'packages/web-shell/src',
  'packages/video-call/src',
  'package-lock.json',
];

const targets = [
  {
    name: 'web',
    workspace: '@onboarding/web',
    output: 'apps/web/dist/index.html',
    // Brotli and gzip copies of the built files, sent by the server as they are (decision 189).
    compress: 'apps/web/dist',
    // The sign-up page is rendered into index.html (decision 221).
    prerender: { distDir: 'apps/web/dist', base: '/onboarding/' },
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/public',
      'scripts/prerender-first-page.mjs',
    ],
  },
  {
    name: 'operator',
    workspace: '@onboarding/operator',
    output: 'apps/operator/dist/index.html',
    compress: 'apps/operator/dist',
    sources: ['apps/operator/src', 'apps/operator/index.html', 'apps/operator/vite.config.ts'],
  },
  {
    name: 'server',
    workspace: '@onboarding/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/drizzle'],
  },
];

function newestModification(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

function isStale(target) {
  const output = join(root, target.output);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return [...target.sources, ...sharedSources].some(
    (source) => newestModification(source) > builtAt,
  );
}

let failed = false;
for (const target of targets) {
  if (onlyIfNeeded && !isStale(target)) continue;
  console.log(`Building ${target.name}…`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`Building ${target.name} failed.`);
    failed = true;
    break;
  }
  if (target.prerender !== undefined) {
    await prerenderFirstPage(join(root, target.prerender.distDir), target.prerender.base);
  }
  if (target.compress !== undefined) await compressAssets(join(root, target.compress));
}
process.exit(failed ? 1 : 0);
