// `npm run typecheck`: the root's tsconfig and each workspace's that has a `typecheck` script,
// checked by TypeScript 7, the native compiler (decision 283): the same checker as TypeScript 6,
// several times faster, so CI's lint lane has room for the tests. TypeScript 6 stays installed for
// what needs its compiler API, which 7.0 does not offer: typescript-eslint's typed rules and
// apps/server/scripts/config-docs.mjs. Each project's errors are printed; the exit code is
// non-zero when any project has one.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');

const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const projects = [
  '.',
  ...workspaces.filter((workspace) => {
    const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
    return manifest.scripts?.typecheck !== undefined;
  }),
];

let failed = 0;
for (const project of projects) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--noEmit'], {
    cwd: join(root, project),
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? '✓' : '✗'} ${project} (${seconds} s)`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
