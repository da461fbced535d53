import { NETWORK_ERROR_CODES } from '../network-errors';
// Errors that mean "the database cannot be reached right now" rather than "this query is wrong".
// They become 503 SERVICE_UNAVAILABLE with Retry-After (DESIGN "Failure"), never 500.

// SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot
// connect now: a server starting or stopping), 53300 (too many connections).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Cannot use a pool after calling end/i,
  /Client was closed and is not queryable/i,
  /Client has encountered a connection error/i,
  /PGlite is clos(ed|ing)/,
];

const MAX_CAUSE_DEPTH = 5;

/** True when the error, or one of its causes (Drizzle wraps driver errors), is an outage. */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_CAUSE_DEPTH) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true;
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Connecting to "localhost" tries ::1 and 127.0.0.1 and reports both in an AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailableError(inner, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailableError(error.cause, depth + 1);
}
