import { NETWORK_ERROR_CODES } from '../network-errors';

// What ioredis says when the connection is down or slow (enableOfflineQueue: false makes a command
// fail at once instead of waiting), and the replies of a Redis that is starting or failing over.
const UNAVAILABLE_MESSAGES = [
  /Connection is closed/,
  /Stream isn't writeable/,
  /Command timed out/,
  /Reached the max retries per request limit/,
  /^(LOADING|MASTERDOWN|CLUSTERDOWN|TRYAGAIN) /,
];

const MAX_CAUSE_DEPTH = 5;

/**
 * True when the error, or one of its causes, means "Redis cannot be reached right now": it becomes
 * 503 SERVICE_UNAVAILABLE with Retry-After, never 500 (as isDatabaseUnavailableError does).
 */
export function isRedisUnavailableError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_CAUSE_DEPTH) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && NETWORK_ERROR_CODES.has(code)) return true;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Connecting to "localhost" tries ::1 and 127.0.0.1 and reports both in an AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isRedisUnavailableError(inner, depth + 1))
  ) {
    return true;
  }
  return isRedisUnavailableError(error.cause, depth + 1);
}
