import { ConfigError, loadConfig, type Config } from '../infra/config';

/** What every command reads its configuration from and reports a problem to. */
export interface CommandConfigIo {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly printError: (line: string) => void;
}

/**
 * The server's configuration as a command reads it: null, once the problem is printed, when it is
 * unusable (the command then exits with 1). Any other failure is thrown as it is.
 */
export function loadCommandConfig(io: CommandConfigIo): Config | null {
  try {
    return loadConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.printError(error.message);
    return null;
  }
}
