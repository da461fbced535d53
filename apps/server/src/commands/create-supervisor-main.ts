// `npm run operator:create-supervisor -w @onboarding/server -- --email a@b.c --name "Full Name"`
// (decision 130). The password: SUPERVISOR_PASSWORD, or standard input (typed, or piped).
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { createSupervisor } from './create-supervisor';

/** One line of standard input; on a terminal, asked for without echoing what is typed. */
function readPasswordFromStdin(): Promise<string> {
  const isTerminal = process.stdin.isTTY;
  if (isTerminal) process.stderr.write('Password of the new supervisor: ');
  // The typed characters are not echoed: the output stream swallows them.
  const silent = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const lines = createInterface({ input: process.stdin, output: silent, terminal: isTerminal });
  return new Promise((resolve) => {
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      if (isTerminal) process.stderr.write('\n');
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) resolve('');
    });
  });
}

process.exitCode = await createSupervisor({
  args: process.argv.slice(2),
  env: process.env,
  readPassword: readPasswordFromStdin,
  print: (line) => process.stdout.write(`${line}\n`),
  printError: (line) => process.stderr.write(`${line}\n`),
});
