// The HTTP side of the API journey (journey-api.ts): a session that keeps its cookies as a browser
// does, sends the web app's headers, counts its round trips and fails loudly on any non-2xx.

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

/** Anything with a zod-like `parse`: the domain's schemas check each answer. */
export interface Schema<T> {
  parse(value: unknown): T;
}

/** Round trips of one journey: the steps' requests, and the polls of the outbox and the dossier. */
export class RoundTrips {
  requests = 0;
  polls = 0;
  socketMessages = 0;
  get total(): number {
    return this.requests + this.polls;
  }
}

export interface RawBody {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

export interface SendOptions {
  readonly body?: unknown;
  readonly raw?: RawBody;
  /** A wait (outbox, long process): counted apart from the journey's own requests. */
  readonly poll?: boolean;
}

export class Session {
  constructor(
    readonly baseUrl: string,
    private readonly counts: RoundTrips,
    private readonly headers: Record<string, string>,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same session (its cookies shared) counting its round trips into `counts`. */
  countingInto(counts: RoundTrips): Session {
    return new Session(this.baseUrl, counts, this.headers, this.cookies);
  }

  /** The Cookie header a browser would send (for the websocket's upgrade). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(method: Method, path: string, options: SendOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...this.headers, cookie: this.cookieHeader() };
    let body: string | Uint8Array | undefined;
    if (options.raw !== undefined) {
      headers['content-type'] = options.raw.contentType;
      body = options.raw.bytes;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (method !== 'GET') {
      // As the web app does: every state-changing call says it speaks JSON (decision 154).
      headers['content-type'] = 'application/json';
    }
    if (options.poll === true) this.counts.polls += 1;
    else this.counts.requests += 1;
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    this.keepCookies(response);
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return response;
  }

  /** The answer's JSON checked against `schema`. */
  async json<T>(
    schema: Schema<T>,
    method: Method,
    path: string,
    options: SendOptions = {},
  ): Promise<T> {
    const response = await this.send(method, path, options);
    return schema.parse(await response.json());
  }

  /** A request whose answer is read to the end and dropped (a PDF, a probe). */
  async drain(method: Method, path: string, options: SendOptions = {}): Promise<void> {
    await (await this.send(method, path, options)).arrayBuffer();
  }

  private keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
}

interface OutboxMessage {
  readonly channel: 'email' | 'sms';
  readonly text: string;
  readonly createdAt: string;
}

const ZOutbox: Schema<OutboxMessage[]> = {
  parse: (value) => {
    if (!Array.isArray(value)) throw new Error('the outbox answered no list');
    return value as OutboxMessage[];
  },
};

export const POLL_INTERVAL_MS = 50;
const WAIT_LIMIT_MS = 15_000;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first match of `pattern` in a message to `to` made at or after `since` (newest first, as the
 * development outbox lists them), polled every 50 ms.
 */
export async function awaitOutbox(
  session: Session,
  to: string,
  pattern: RegExp,
  since: number,
): Promise<string> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    const path = `/services/dev/outbox?to=${encodeURIComponent(to)}`;
    for (const message of await session.json(ZOutbox, 'GET', path, { poll: true })) {
      if (Date.parse(message.createdAt) < since) continue;
      const found = pattern.exec(message.text)?.[1];
      if (found !== undefined) return found;
    }
    await pause(POLL_INTERVAL_MS);
  }
  throw new Error(`no message to ${to} matching ${String(pattern)} in the development outbox`);
}

/** The six-digit code of the newest SMS to `phone` sent at or after `since`. */
export function awaitSmsCode(session: Session, phone: string, since: number): Promise<string> {
  return awaitOutbox(session, phone, /\b(\d{6})\b/, since);
}
