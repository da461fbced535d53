import { type ChainableCommander, Redis } from 'ioredis';
import { NETWORK_ERROR_CODES } from '../network-errors';

export interface RedisClientOptions {
  /** The connection name Redis shows in CLIENT LIST (no spaces). */
  readonly name: string;
  /** Errors after start-up (a lost connection, a failed reconnect): logged, never thrown. */
  readonly onError: (error: Error) => void;
  /** Put before every key, so instances of different apps or tests can share one Redis. */
  readonly keyPrefix?: string;
}

// Fail fast (DESIGN "Failure"): a request on a dead Redis gets a 503 within about a second
// instead of waiting in a queue, and the client keeps reconnecting in the background.
const CONNECT_TIMEOUT_MS = 1000;
const COMMAND_TIMEOUT_MS = 1000;
const RECONNECT_STEP_MS = 100;
const MAX_RECONNECT_PAUSE_MS = 2000;

/**
 * Connects, or rejects with an Error naming host and port (never the password) when Redis cannot
 * be reached, so start-up fails clearly instead of serving requests that all fail.
 */
export async function connectRedis(url: string, options: RedisClientOptions): Promise<Redis> {
  const client = new Redis(url, {
    connectionName: options.name,
    keyPrefix: options.keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * RECONNECT_STEP_MS, MAX_RECONNECT_PAUSE_MS),
  });
  // ioredis prints an 'error' event nobody listens to, so a listener is there from the start;
  // during start-up the error only explains the rejection (connect() itself says just "closed").
  let startupError: Error | undefined;
  let isStarted = false;
  client.on('error', (error: Error) => {
    if (isStarted) options.onError(error);
    else startupError = error;
  });
  try {
    await client.connect();
  } catch (error) {
    // Without this the retry strategy would keep reconnecting a client nobody holds.
    client.disconnect();
    throw new Error(`Redis at ${describeAddress(url)} is unreachable (${options.name})`, {
      cause: startupError ?? error,
    });
  }
  isStarted = true;
  return client;
}

/**
 * Runs a MULTI or a pipeline and returns each command's reply, throwing the first error: ioredis
 * resolves a pipeline with the errors inside (even "Stream isn't writeable"), which would let a
 * write on a dead Redis look like a success.
 */
export async function execAll(commands: ChainableCommander): Promise<unknown[]> {
  const results = await commands.exec();
  if (results === null) throw new Error('Redis transaction was aborted');
  return results.map(([error, reply]) => {
    if (error !== null) throw error;
    return reply;
  });
}

function describeAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port === '' ? '6379' : parsed.port}`;
  } catch {
    return 'an invalid URL';
  }
}

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
