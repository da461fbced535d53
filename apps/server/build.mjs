// Bundles the server into one ES module, dist/main.js, started with `node apps/server/dist/main.js`,
// and the first-supervisor command into dist/create-supervisor.js (production has no tsx).
// `--outdir=<dir>` builds elsewhere (tests, so a running server's dist/ is left alone).
// The @onboarding/* workspace packages are TypeScript source, so they are bundled; every other
// dependency stays external and is loaded from node_modules at run time (native code, WebAssembly
// and data files such as PGlite's are then found where their packages expect them).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
const repoDir = join(serverDir, '..', '..');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Dependencies of the server and of the workspace packages it bundles, minus those packages. */
function externalDependencies() {
  const external = new Set();
  const seen = new Set();
  const visit = (packageJsonFile) => {
    const {
      dependencies = {},
      peerDependencies = {},
      optionalDependencies = {},
    } = readJson(packageJsonFile);
    for (const name of Object.keys({
      ...dependencies,
      ...peerDependencies,
      ...optionalDependencies,
    })) {
      if (!name.startsWith('@onboarding/')) {
        external.add(name);
      } else if (!seen.has(name)) {
        seen.add(name);
        visit(join(repoDir, 'node_modules', name, 'package.json'));
      }
    }
  };
  visit(join(serverDir, 'package.json'));
  return [...external].sort();
}

const outdir =
  process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';

const result = await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    'create-supervisor': 'src/commands/create-supervisor-main.ts',
    'audit-verify': 'src/commands/audit-verify-main.ts',
  },
  outdir,
  // Adapters loaded only when configured (Redis, S3) go to chunks of their own, so a start without
  // them does not read their libraries.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: externalDependencies(),
  // Bundled CommonJS code (if any) calls require(), which an ES module does not have.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  legalComments: 'none',
  logLevel: 'info',
  metafile: true,
});

const bundled = Object.keys(result.metafile.inputs).filter(
  (input) => !input.includes('node_modules'),
);
process.stdout.write(
  `Bundled ${bundled.length} source files into ${outdir}/main.js and ${outdir}/create-supervisor.js\n`,
);
