import { type ChainableCommander, Redis } from 'ioredis';

export interface RedisClientOptions {
  /** The connection name Redis shows in CLIENT LIST (no spaces). */
  readonly name: string;
  /** Errors after start-up (a lost connection, a failed reconnect): logged, never thrown. */
  readonly onError: (error: Error) => void;
  /** Put before every key, so instances of different apps or tests can share one Redis. */
  readonly keyPrefix?: string;
  /**
   * False for a subscriber that subscribes again itself after a reconnect: ioredis's own
   * resubscription (5.11) sends SUBSCRIBE with no rejection handler, so a connection closed while
   * it is in flight is an unhandled rejection (redis/ioredis#2187, fixed after 5.11.1).
   */
  readonly autoResubscribe?: false;
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
    autoResubscribe: options.autoResubscribe ?? true,
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
