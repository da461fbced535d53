// `npm run db:generate -w @onboarding/server`: writes a migration for the changes in schema.ts.
// npm nests drizzle-orm under apps/server (its peer ranges keep it from the root), while drizzle-kit
// sits at the root and looks for drizzle-orm beside itself; a link for the run lets it find it.
import { spawnSync } from 'node:child_process';
import { existsSync, symlinkSync, unlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const nested = fileURLToPath(new URL('../node_modules/drizzle-orm', import.meta.url));
const rootLink = fileURLToPath(new URL('../../../node_modules/drizzle-orm', import.meta.url));

const linked = existsSync(nested) && !existsSync(rootLink);
if (linked) symlinkSync(nested, rootLink, 'dir');
try {
  const result = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
    cwd: serverRoot,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (linked) unlinkSync(rootLink);
}
