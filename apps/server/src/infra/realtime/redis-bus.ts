import type { Redis } from 'ioredis';
import { connectRedis } from '../redis/redis-client';
import { REALTIME_CHANNEL, type RealtimeBus } from './realtime-bus';

/**
 * Redis pub/sub (REDIS_URL set). A subscribed connection can run nothing else, hence two. After a
 * reconnect the subscriber subscribes again when it is ready, its failure reported like any other
 * Redis error (connectRedis's `autoResubscribe`); messages published meanwhile are lost, which the
 * bus allows.
 */
export async function createRedisBus(
  url: string,
  options: { onError: (error: Error) => void },
): Promise<RealtimeBus> {
  const publisher = await connectRedis(url, {
    name: 'realtime-publisher',
    onError: options.onError,
  });
  const subscriber = await connectRedis(url, {
    name: 'realtime-subscriber',
    onError: options.onError,
    autoResubscribe: false,
  }).catch((error: unknown) => {
    publisher.disconnect();
    throw error;
  });
  const listeners: ((payload: string) => void)[] = [];
  let isSubscribed = false;

  // 'ready' after the first connect has passed already (connectRedis awaited it): this is a
  // reconnect, whose new connection is not subscribed to anything yet.
  subscriber.on('ready', () => {
    if (!isSubscribed) return;
    subscriber.subscribe(REALTIME_CHANNEL).catch((error: unknown) => {
      options.onError(error instanceof Error ? error : new Error(String(error)));
    });
  });

  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== REALTIME_CHANNEL) return;
    for (const listener of listeners) {
      // A throw here would surface inside ioredis's reply parser and break the connection.
      try {
        listener(payload);
      } catch (error) {
        options.onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
  });

  return {
    transport: 'redis',
    async publish(payload) {
      await publisher.publish(REALTIME_CHANNEL, payload);
    },
    async subscribe(listener) {
      // Subscribed once, on first use; a failed attempt is tried again by the next caller.
      if (!isSubscribed) {
        await subscriber.subscribe(REALTIME_CHANNEL);
        isSubscribed = true;
      }
      listeners.push(listener);
    },
    async close() {
      listeners.splice(0);
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}

// QUIT lets Redis answer what is in flight; a connection that is down is simply dropped.
async function quit(client: Redis): Promise<void> {
  await client.quit().catch(() => client.disconnect());
}
