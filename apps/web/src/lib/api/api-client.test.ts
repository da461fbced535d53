import { LONG_REQUEST_TIMEOUT_MS } from '@onboarding/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, DEFAULT_TIMEOUT_MS } from './api-client';
import { isApiError, type ApiError } from './api-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function clientWith(fetchImpl: typeof fetch) {
  const onFailure = vi.fn();
  const client = createApiClient({ fetch: fetchImpl, getLanguage: () => 'en', onFailure });
  return { client, onFailure };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends JSON with the language header under /services/slo and returns the answer', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { ok: 1 }));
    const { client, onFailure } = clientWith(fetchMock);

    const answer = await client.post('/security/action/registrationvalidate', {
      body: { token: 'abc' },
      query: { uid: '1', empty: undefined },
    });

    expect(answer).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/services/slo/security/action/registrationvalidate?uid=1');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"token":"abc"}');
    expect(init?.headers).toMatchObject({
      language: 'en',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('declares JSON on every state-changing call, bodies or not, and never on a GET', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(() => Promise.resolve(jsonResponse(200, undefined)));
    const { client } = clientWith(fetchMock);

    await client.post('/security/action/logout');
    await client.delete('/onboarding/prospects/p1');
    await client.get('/onboarding/prospects/p1');

    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(headersOf(0)['Content-Type']).toBe('application/json');
    expect(headersOf(1)['Content-Type']).toBe('application/json');
    expect(headersOf(2)['Content-Type']).toBeUndefined();
  });

  it('checks the answer with the schema and reports a mismatch as INVALID_RESPONSE', async () => {
    const schema = z.object({ uid: z.string() });
    const good = clientWith(
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { uid: 'x' })),
    );
    await expect(good.client.get('/a', { schema })).resolves.toEqual({ uid: 'x' });

    const bad = clientWith(vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { uid: 1 })));
    const error = await caught(bad.client.get('/a', { schema }));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(bad.onFailure).toHaveBeenCalledOnce();
  });

  it('parses the error body into status, code and field errors and reports it once', async () => {
    const body = {
      mainError: { code: 'REJECT', message: 'not eligible' },
      fieldErrors: [{ field: 'email', code: 'validation.email.invalid' }],
    };
    const { client, onFailure } = clientWith(
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(400, body)),
    );
    const error = await caught(
      client.post('/x', { scope: 'CREDIT_APPROVAL', ignoreGuiBanner: true }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('REJECT');
    expect(error.fieldErrors).toEqual(body.fieldErrors);
    expect(error.options).toEqual({ scope: 'CREDIT_APPROVAL', ignoreGuiBanner: true });
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(error, { method: 'POST', path: '/x' });
  });

  it('keeps only the status when the error body is not ours', async () => {
    const { client } = clientWith(
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await caught(client.get('/x'));
    expect(error.status).toBe(502);
    expect(error.code).toBeUndefined();
  });

  it('reports a network failure as ECONNABORTED without a status', async () => {
    const { client, onFailure } = clientWith(
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    );
    const error = await caught(client.get('/x'));
    expect(error.status).toBeUndefined();
    expect(error.code).toBe('ECONNABORTED');
    expect(onFailure).toHaveBeenCalledOnce();
  });

  /**
   * The fake clock does not drive jsdom's `AbortSignal.timeout`, which runs on the window's own
   * timers: the same signal, aborted with the same reason, on the fake clock.
   */
  function timeoutsOnTheFakeClock() {
    vi.useFakeTimers();
    return vi.spyOn(AbortSignal, 'timeout').mockImplementation((milliseconds) => {
      const controller = new AbortController();
      setTimeout(
        () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
        milliseconds,
      );
      return controller.signal;
    });
  }

  function hangingFetch(): typeof fetch {
    return (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
  }

  it('aborts a call after the default timeout with ECONNABORTED', async () => {
    const timeout = timeoutsOnTheFakeClock();
    const { client, onFailure } = clientWith(hangingFetch());
    const pending = caught(client.get('/x'));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(onFailure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).code).toBe('ECONNABORTED');
    expect(timeout).toHaveBeenCalledExactlyOnceWith(DEFAULT_TIMEOUT_MS);
  });

  it('waits 300 000 ms for a long call', async () => {
    const timeout = timeoutsOnTheFakeClock();
    const { client, onFailure } = clientWith(hangingFetch());
    const pending = caught(client.post('/user/x/sendverifieduserdata', { timeout: 'long' }));
    await vi.advanceTimersByTimeAsync(LONG_REQUEST_TIMEOUT_MS - 1);
    expect(onFailure).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).code).toBe('ECONNABORTED');
    expect(onFailure).toHaveBeenCalledOnce();
    expect(timeout).toHaveBeenCalledExactlyOnceWith(LONG_REQUEST_TIMEOUT_MS);
  });

  it('sends each call only once beforeSend has settled, and not at all if cancelled meanwhile', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(200, { ok: 1 }));
    const turns: (() => void)[] = [];
    const onFailure = vi.fn();
    const client = createApiClient({
      fetch: fetchMock,
      getLanguage: () => 'en',
      onFailure,
      beforeSend: () => new Promise<void>((resolve) => turns.push(resolve)),
    });

    const sent = client.get('/external/info/openinghours');
    const controller = new AbortController();
    const cancelled = client.get('/external/info/dataregistry', { signal: controller.signal });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();

    controller.abort();
    for (const turn of turns.splice(0)) turn();
    await expect(sent).resolves.toEqual({ ok: 1 });
    await expect(cancelled).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/services/slo/external/info/openinghours');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('treats a call the caller cancelled as no failure', async () => {
    const { client, onFailure } = clientWith(hangingFetch());
    const controller = new AbortController();
    const pending = client.get('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('leaves the failure to the caller when routeErrors is false', async () => {
    const { client, onFailure } = clientWith(
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          jsonResponse(401, { mainError: { code: 'UNAUTHORIZED', message: '' }, fieldErrors: [] }),
        ),
    );
    const error = await caught(client.post('/security/action/auth/login', { routeErrors: false }));
    expect(error.status).toBe(401);
    expect(onFailure).not.toHaveBeenCalled();
  });
});
