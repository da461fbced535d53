/** A WebSocket stand-in the tests drive: it records what the console sends and delivers pushes. */
export class TestSocket extends EventTarget {
  static readonly OPEN = 1;
  readyState = 0;
  readonly sent: unknown[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  push(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

/** A socket factory for `createSocket` props, and every socket it made. */
export function testSockets() {
  const sockets: TestSocket[] = [];
  const createSocket = () => {
    const socket = new TestSocket();
    sockets.push(socket);
    return socket as unknown as WebSocket;
  };
  return { sockets, createSocket };
}
