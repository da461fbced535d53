import type { Fetch } from '../shared/api/http';

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: RecordedCall) => Reply;

/**
 * A fetch over a table of answers by "METHOD path" (path after /services/operator/), recording
 * every call: the staff API client runs for real against it, as it would against the server.
 */
export function fakeFetch(routes: Record<string, Reply | Handler>): {
  fetch: Fetch;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const fetch: Fetch = (input, init) => {
    const method = init?.method ?? 'GET';
    const path = input.replace(/^\/services\/operator\//, '');
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call = { method, path, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const reply: Reply =
      route === undefined
        ? { status: 404, body: { mainError: { code: 'NOT_FOUND', message: 'no route' } } }
        : typeof route === 'function'
          ? route(call)
          : route;
    return Promise.resolve(
      new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      }),
    );
  };
  return { fetch, calls };
}

export const OPERATOR = {
  id: '6a0f6f8e-8a8a-4b8f-9f2e-1c2d3e4f5a6b',
  email: 'ana.operator@bank.example',
  fullName: 'Ana Operator',
  role: 'OPERATOR',
  language: 'en',
} as const;

export const SUPERVISOR = {
  ...OPERATOR,
  id: '7b1f6f8e-8a8a-4b8f-9f2e-1c2d3e4f5a6c',
  email: 'sam.supervisor@bank.example',
  fullName: 'Sam Supervisor',
  role: 'SUPERVISOR',
} as const;
