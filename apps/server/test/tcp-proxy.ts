import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** The port on 127.0.0.1 that forwards to the target; the same across stop and start. */
  readonly port: number;
  /** The target is gone: stops listening and resets every open connection. */
  stop(): Promise<void>;
  /** The target is back: listens again on the same port. */
  start(): Promise<void>;
  /** Stops for good (after the test). */
  close(): Promise<void>;
}

/**
 * A TCP forwarder for tests that take a server away without touching it: the machine's real
 * PostgreSQL is shared by test files running in parallel, so an outage is simulated here, between
 * one app and the database, instead of by stopping PostgreSQL.
 */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    track(client);
    track(upstream);
    // One side failing ends the pair, as a dropped network path would.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });

  let isListening = false;
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        isListening = true;
        resolve();
      });
    });

  await listen(0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const { port } = address;

  const stop = async () => {
    if (!isListening) return;
    isListening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A reset (RST), not a polite FIN: what the client sees when the server or its host dies.
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };

  return {
    port,
    stop,
    async start() {
      if (!isListening) await listen(port);
    },
    close: stop,
  };
}
