import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, ZCreateStaffRequest } from '@onboarding/domain';
import { buildApp } from '../app';
import { AppError } from '../errors/app-error';
import { openDatabase } from '../infra/db/open-database';
import { loadCommandConfig } from './command-config';

/** What the command reads and writes; the CLI entry passes the process's, tests their own. */
export interface CreateSupervisorIo {
  /** The arguments after the command: `--email a@b.c --name "Full Name"`. */
  readonly args: readonly string[];
  /** The server's configuration variables (DATABASE_URL or DATA_DIR, APP_SECRET…), and SUPERVISOR_PASSWORD. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Asked only when SUPERVISOR_PASSWORD is not set: the password from standard input. */
  readonly readPassword: () => Promise<string>;
  readonly print: (line: string) => void;
  readonly printError: (line: string) => void;
}

const USAGE =
  'usage: npm run operator:create-supervisor -w @onboarding/server -- --email <address> --name "<full name>"\n' +
  '       the password comes from SUPERVISOR_PASSWORD or standard input, never from the arguments';

/** The domain's messages are translation keys for the console; a terminal gets words. */
const READABLE_PROBLEMS: Readonly<Record<string, string>> = {
  'operator.validation.passwordShort': `at least ${STAFF_PASSWORD_MIN} characters`,
  'operator.validation.passwordLong': `at most ${STAFF_PASSWORD_MAX} characters`,
};

/**
 * Creates the first supervisor (decision 130) on the configured database, migrated first, with the
 * server's own configuration (so the TOTP secret is later sealed with the same APP_SECRET). The
 * password is never an argument: a process list or shell history would show it. Refuses an e-mail
 * that has an account already. Returns the exit code.
 */
export async function createSupervisor(io: CreateSupervisorIo): Promise<number> {
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: [...io.args],
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    io.printError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.email === undefined || values.name === undefined) {
    io.printError(USAGE);
    return 2;
  }

  const config = loadCommandConfig(io);
  if (config === null) return 1;

  const password = io.env.SUPERVISOR_PASSWORD ?? (await io.readPassword());
  const request = ZCreateStaffRequest.safeParse({
    email: values.email,
    fullName: values.name,
    role: 'SUPERVISOR',
    password,
  });
  if (!request.success) {
    const problems = request.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${READABLE_PROBLEMS[issue.message] ?? issue.message}`,
    );
    io.printError(`The supervisor cannot be created:\n  ${problems.join('\n  ')}`);
    return 2;
  }

  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const app = await buildApp({ ...config, logLevel: 'silent' }, { database });
    try {
      const created = await app.services.staff.create(request.data, null, {
        ip: '127.0.0.1',
        userAgent: 'operator:create-supervisor',
        requestId: randomUUID(),
      });
      io.print(
        `Supervisor ${created.email} created (id ${created.id}). The first sign-in at /operator/ enrols the authenticator app.`,
      );
      return 0;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        io.printError(`The supervisor cannot be created: ${error.message}`);
        return 1;
      }
      throw error;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
