import { API_BASE_OPERATOR } from '@onboarding/domain';
import { StaffApiError } from './api-error';

/** Anything with `safeParse`, as the domain's zod schemas have: the answer is checked, not trusted. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** JSON body, or a Blob sent as it is (snapshots). */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

function readErrorBody(body: unknown): {
  code: string | undefined;
  message: string | undefined;
  fieldErrors: { field: string; code: string }[];
} {
  if (typeof body !== 'object' || body === null) {
    return { code: undefined, message: undefined, fieldErrors: [] };
  }
  const record = body as Record<string, unknown>;
  const main = record.mainError as Record<string, unknown> | undefined;
  const fieldErrors = Array.isArray(record.fieldErrors)
    ? record.fieldErrors.flatMap((entry: unknown) => {
        const item = entry as Record<string, unknown> | null;
        return item && typeof item.field === 'string' && typeof item.code === 'string'
          ? [{ field: item.field, code: item.code }]
          : [];
      })
    : [];
  return {
    code: typeof main?.code === 'string' ? main.code : undefined,
    message: typeof main?.message === 'string' ? main.message : undefined,
    fieldErrors,
  };
}

/** Retry-After in seconds; the HTTP-date form is not used by this server. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/**
 * One call of the staff API under /services/operator: same-origin cookies (the staff session),
 * JSON in and out. Any failure is a StaffApiError; the answer's JSON (null when empty) otherwise.
 */
async function send(fetchImpl: Fetch, path: string, options: RequestOptions): Promise<unknown> {
  const { body } = options;
  const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Every state-changing call declares its type, bodies or not: the server refuses a POST
  // without one (decision 154), which keeps cross-site forms out.
  if (isBlob) headers['Content-Type'] = body.type;
  else if (body !== undefined || (options.method ?? 'GET') !== 'GET') {
    headers['Content-Type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetchImpl(`${API_BASE_OPERATOR}/${path}`, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : isBlob ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new StaffApiError(undefined, undefined);
  }
  const text = await response.text();
  let json: unknown = null;
  if (text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  if (!response.ok) {
    const error = readErrorBody(json);
    throw new StaffApiError(
      response.status,
      error.code,
      error.fieldErrors,
      error.message,
      retryAfterOf(response),
    );
  }
  return json;
}

/** A call whose answer is checked against the contract's schema, not trusted. */
export async function staffRequest<T>(
  fetchImpl: Fetch,
  path: string,
  schema: Schema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const parsed = schema.safeParse(await send(fetchImpl, path, options));
  if (!parsed.success) throw new StaffApiError(200, 'INVALID_RESPONSE');
  return parsed.data;
}

/** A call whose answer carries nothing the console needs (logout, checklist, actions). */
export async function staffCommand(
  fetchImpl: Fetch,
  path: string,
  options: RequestOptions = {},
): Promise<void> {
  await send(fetchImpl, path, options);
}
