// `npm run operator:create-supervisor -w @onboarding/server -- --email … --name …` (decision 130):
// the built command (dist/create-supervisor.js, made by `npm run build`) where it exists, as in
// production, where tsx is not installed; the TypeScript source through tsx otherwise.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const built = fileURLToPath(new URL('../dist/create-supervisor.js', import.meta.url));
const args = process.argv.slice(2);

const [command, commandArgs] = existsSync(built)
  ? [process.execPath, ['--enable-source-maps', built, ...args]]
  : [process.execPath, ['--import', 'tsx', 'src/commands/create-supervisor-main.ts', ...args]];

// The password may come on standard input: the child reads it directly.
const child = spawn(command, commandArgs, { cwd: serverDir, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
