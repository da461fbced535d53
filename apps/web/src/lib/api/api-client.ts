import { API_BASE_SLO, LONG_REQUEST_TIMEOUT_MS, errorBodySchema } from '@onboarding/domain';
import type { z } from 'zod';
import { ApiError, INVALID_RESPONSE_CODE, TIMEOUT_CODE, type FailureOptions } from './api-error';

/** An ordinary call waits this long for an answer; `timeout: 'long'` waits 300 000 ms (spec 3 §7). */
export const DEFAULT_TIMEOUT_MS = 30_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T = unknown> extends FailureOptions {
  readonly query?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Checks the answer; a mismatch is a failure with code INVALID_RESPONSE. */
  readonly schema?: z.ZodType<T>;
  /** Milliseconds, or 'long' for the calls the spec gives 300 000 ms. */
  readonly timeout?: number | 'long';
  /** The caller's cancellation (TanStack Query passes one); a cancelled call is not a failure. */
  readonly signal?: AbortSignal;
}

export interface FailureContext {
  readonly method: HttpMethod;
  readonly path: string;
}

export interface ApiClientConfig {
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** The `language` header of every call (spec 3 §7). */
  readonly getLanguage: () => string;
  /**
   * The one place failures are routed (banner, page change); called once per failed call, before
   * the error reaches the caller. Not called for a call the caller cancelled itself.
   */
  readonly onFailure: (error: ApiError, context: FailureContext) => void;
  /**
   * Settles when the call may be sent: the app's client sends each call in a task of its own
   * (decision 306), so a render that asks for five answers does not also pay for five requests.
   * Sent at once without it.
   */
  readonly beforeSend?: () => Promise<void>;
}

export type Request = <T = unknown>(
  method: HttpMethod,
  path: string,
  options?: RequestOptions<T>,
) => Promise<T>;

export type BoundRequest = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;

export interface ApiClient {
  readonly request: Request;
  readonly get: BoundRequest;
  readonly post: BoundRequest;
  readonly put: BoundRequest;
  readonly patch: BoundRequest;
  readonly delete: BoundRequest;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${suffix}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The server's error body when it is one, else only the status (a proxy's HTML page, say). */
function errorFromResponse(
  status: number,
  body: unknown,
  options: FailureOptions,
  retryAfterHeader: string | null,
): ApiError {
  const seconds = retryAfterHeader === null ? Number.NaN : Number(retryAfterHeader);
  const retryAfterSeconds = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  const parsed = errorBodySchema().safeParse(body);
  if (!parsed.success) return new ApiError({ status, options, retryAfterSeconds });
  const { mainError, fieldErrors } = parsed.data;
  return new ApiError({
    status,
    code: mainError.code,
    message: mainError.message,
    fieldErrors,
    retryAfterSeconds,
    options,
  });
}

/**
 * The one preconfigured client of the applicant app (STYLE habit 6, spec 3 §7): JSON in and out,
 * the `language` header, a timeout on every call, the error body parsed into an ApiError, and
 * every failure handed to `onFailure` in one place. Request functions (one per endpoint, in the
 * features' `api/` folders) call it and stay free of side effects.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = config.baseUrl ?? API_BASE_SLO;

  const fail = (error: ApiError, context: FailureContext): never => {
    if (error.options.routeErrors !== false) config.onFailure(error, context);
    throw error;
  };

  const request: Request = async <T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<T> => {
    const { query, body, schema, timeout, signal, ...failure } = options;
    const context: FailureContext = { method, path };
    const timeoutMs =
      timeout === 'long' ? LONG_REQUEST_TIMEOUT_MS : (timeout ?? DEFAULT_TIMEOUT_MS);

    // The browser's own timeout signal rather than a timer of ours: a page's first load makes a
    // dozen calls, and each timer was one more recorded with the whole stack beneath it wherever
    // the page is traced (decision 302).
    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const controller = new AbortController();
    const forwardAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', forwardAbort, { once: true });
    timeoutSignal.addEventListener('abort', forwardAbort, { once: true });

    const headers: Record<string, string> = {
      Accept: 'application/json',
      language: config.getLanguage(),
    };
    // Every state-changing call says it is JSON, bodies or not: the server refuses any other
    // (decision 154), so a cross-site form or a no-cors fetch cannot reach a route.
    if (body !== undefined || method !== 'GET') headers['Content-Type'] = 'application/json';

    let response: Response;
    let payload: unknown;
    try {
      if (config.beforeSend) await config.beforeSend();
      signal?.throwIfAborted();
      response = await (config.fetch ?? fetch)(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      payload = await readJson(response);
    } catch (cause) {
      // The caller gave up (the page changed): nothing failed, nobody is redirected.
      if (signal?.aborted && !timeoutSignal.aborted) throw cause;
      return fail(
        new ApiError({ code: TIMEOUT_CODE, message: 'No answer', options: failure, cause }),
        context,
      );
    } finally {
      timeoutSignal.removeEventListener('abort', forwardAbort);
      signal?.removeEventListener('abort', forwardAbort);
    }

    if (!response.ok) {
      const retryAfter = response.headers.get('Retry-After');
      return fail(errorFromResponse(response.status, payload, failure, retryAfter), context);
    }
    if (schema === undefined) return payload as T;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      return fail(
        new ApiError({
          status: response.status,
          code: INVALID_RESPONSE_CODE,
          message: parsed.error.message,
          options: failure,
        }),
        context,
      );
    }
    return parsed.data;
  };

  const bind =
    (method: HttpMethod): BoundRequest =>
    <T>(path: string, options?: RequestOptions<T>) =>
      request<T>(method, path, options);

  return {
    request,
    get: bind('GET'),
    post: bind('POST'),
    put: bind('PUT'),
    patch: bind('PATCH'),
    delete: bind('DELETE'),
  };
}
