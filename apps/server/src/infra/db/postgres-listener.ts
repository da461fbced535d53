import pg from 'pg';

const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * LISTEN needs a connection of its own (a pooled one goes back to the pool and stops hearing).
 * This keeps one such connection per process for every channel, and when PostgreSQL goes away it
 * connects again with growing pauses and listens again: messages sent meanwhile are lost, which
 * the realtime layer allows (every screen that follows a room also polls).
 */
export function createPostgresListener(url: string, onError: (error: Error) => void) {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let attempt = 0;
  let isClosed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url, application_name: 'onboarding-listen' });
      next.on('notification', (message) => {
        for (const listener of listeners.get(message.channel) ?? [])
          listener(message.payload ?? '');
      });
      next.on('error', (error) => {
        onError(error);
        dropAndReconnect(next);
      });
      next.on('end', () => dropAndReconnect(next));
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`LISTEN ${quote(channel)}`);
      client = next;
      attempt = 0;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const dropAndReconnect = (dropped: pg.Client) => {
    if (client !== dropped && client !== null) return;
    client = null;
    void dropped.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (isClosed || listeners.size === 0 || retryTimer !== undefined) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 5000;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        onError(error instanceof Error ? error : new Error(String(error)));
        scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  };

  return {
    async listen(
      channel: string,
      listener: (payload: string) => void,
    ): Promise<() => Promise<void>> {
      let set = listeners.get(channel);
      const isNewChannel = set === undefined;
      if (set === undefined) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      // A new connection listens to every channel it knows, this one included. While PostgreSQL
      // is away the listener is kept and connects when it can.
      try {
        if (client === null) await connect();
        else if (isNewChannel) await client.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
        scheduleReconnect();
      }
      return async () => {
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(channel);
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
      };
    },

    async close(): Promise<void> {
      isClosed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
