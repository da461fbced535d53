/**
 * A service the configuration names cannot be used at start (a bucket that does not exist, a
 * Redis that does not answer): the operator gets one line to act on, not a stack trace.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** Runs a start-up check and turns its failure into one StartupError line. */
export async function checkAtStart<T>(what: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`${what}: ${reason}`, { cause: error });
  }
}
