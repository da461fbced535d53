import { vi } from 'vitest';

export interface MockAnswer {
  readonly status?: number;
  readonly body?: unknown;
}

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

export type MockHandler = (call: RecordedCall) => MockAnswer | Promise<MockAnswer>;

/**
 * A handler whose calls wait until the test answers: `answer` settles every waiting call at once,
 * and a call made after it (a refetch, or one asked after the test answered) gets the answer
 * straight away.
 */
export function heldAnswer(): {
  handler: () => Promise<MockAnswer>;
  answer: (value: MockAnswer) => void;
} {
  const waiting: ((value: MockAnswer) => void)[] = [];
  let answered: MockAnswer | null = null;
  return {
    handler: () =>
      answered === null
        ? new Promise<MockAnswer>((resolve) => waiting.push(resolve))
        : Promise.resolve(answered),
    answer: (value) => {
      answered = value;
      for (const resolve of waiting.splice(0)) resolve(value);
    },
  };
}

/** The error body of our server (decision 023). */
export function errorBody(code: string, message = code) {
  return { mainError: { code, message }, fieldErrors: [] };
}

/**
 * Replaces the browser's fetch for a test of our API client: answers by "METHOD /path" under
 * /services/slo (e.g. 'GET /security/action/whoami'), records every call, and answers 404 with
 * our error body for anything unexpected. It tests our client and pages, not the server.
 */
export function mockApi(handlers: Readonly<Record<string, MockAnswer | MockHandler>>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, 'http://localhost');
    const path = url.pathname.replace(/^\/services\/slo/, '');
    const method = init?.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    const answer =
      handler === undefined
        ? { status: 404, body: errorBody('NOT_FOUND') }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
