// `npm run audit:verify` (decision 150): the built command (dist/audit-verify.js, made by
// `npm run build`) where it exists, as in production, where tsx is not installed; the TypeScript
// source through tsx otherwise.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = fileURLToPath(new URL('../dist/audit-verify.js', import.meta.url));
const source = fileURLToPath(new URL('../src/commands/audit-verify-main.ts', import.meta.url));
const args = process.argv.slice(2);

const [command, commandArgs] = existsSync(built)
  ? [process.execPath, ['--enable-source-maps', built, ...args]]
  : [process.execPath, ['--import', 'tsx', source, ...args]];

// Run where npm was invoked (INIT_CWD): a relative DATA_DIR, and the default ./data, then mean the
// same directory as for `npm start` at the root.
const cwd = process.env.INIT_CWD ?? process.cwd();
const child = spawn(command, commandArgs, { cwd, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
