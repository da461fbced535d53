// The notification websocket of the API journey, as the web app and the console hold it: one
// connection with the session cookie, START of a room, DATA messages both ways.
import WebSocket from 'ws';
import {
  NOTIFICATIONS_PATH,
  ZNotificationServerMessage,
  type TNotificationServerMessage,
} from '@onboarding/domain';
import type { RoundTrips } from './journey-api-client';

type Message = TNotificationServerMessage;
type Waiter = {
  match: (message: Message) => boolean;
  resolve: () => void;
  reject: (error: Error) => void;
};

const WAIT_LIMIT_MS = 15_000;

export class RoomSocket {
  readonly received: Message[] = [];
  private readonly waiters = new Set<Waiter>();
  private readonly listeners: ((message: Message) => void)[] = [];
  private failure: Error | null = null;

  private constructor(
    private readonly socket: WebSocket,
    private readonly counts: RoundTrips,
  ) {
    socket.on('message', (data: Buffer) => this.take(data));
  }

  /** Opens the websocket with `cookie` (the session's Cookie header). */
  static async open(baseUrl: string, cookie: string, counts: RoundTrips): Promise<RoomSocket> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/services/slo${NOTIFICATIONS_PATH}`;
    const socket = new WebSocket(url, { headers: { cookie } });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new RoomSocket(socket, counts);
  }

  /** Calls `listener` with each message from now on (the applicant's overlay). */
  onMessage(listener: (message: Message) => void): void {
    this.listeners.push(listener);
  }

  start(roomId: string, userId: string): void {
    this.send({ messageType: 'START', payload: { roomId, userId } });
  }

  data(type: string, roomId: string, userId: string, data: unknown): void {
    this.send({ messageType: 'DATA', type, payload: { roomId, userId, data } });
  }

  /** Resolves when the messages received so far satisfy `done` (checked on each message). */
  until(done: (received: readonly Message[]) => boolean, what: string): Promise<void> {
    if (this.failure !== null) return Promise.reject(this.failure);
    if (done(this.received)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        const types = this.received.map((message) => message.type).join(', ');
        reject(new Error(`no ${what} on the websocket within 15 s; got ${types}`));
      }, WAIT_LIMIT_MS);
      const waiter: Waiter = {
        match: () => done(this.received),
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.waiters.add(waiter);
    });
  }

  /** Ends every wait, now and later, with `error` (a side of the call that could not go on). */
  fail(error: Error): void {
    this.failure = error;
    for (const waiter of this.waiters) waiter.reject(error);
    this.waiters.clear();
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }

  private send(message: unknown): void {
    this.counts.socketMessages += 1;
    this.socket.send(JSON.stringify(message));
  }

  private take(data: Buffer): void {
    const message = ZNotificationServerMessage.parse(JSON.parse(data.toString('utf8')));
    this.received.push(message);
    if (message.type === 'ERROR') {
      console.error(`websocket ERROR ${message.payload.code} in ${message.payload.roomId}`);
    }
    for (const listener of this.listeners) listener(message);
    for (const waiter of [...this.waiters]) {
      if (waiter.match(message)) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }
}
