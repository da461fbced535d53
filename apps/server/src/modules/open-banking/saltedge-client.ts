import type { z } from 'zod';
import { OpenBankingProviderError } from './provider';
import { CREDENTIALS_ERRORS, page, UNKNOWN_BANK_ERRORS, ZErrorAnswer } from './saltedge-schemas';

/** Where Salt Edge answers and who we are to it: every call sends `App-id` and `Secret`. */
export interface SaltEdgeHttp {
  /** The base URL without its trailing slashes. */
  readonly base: string;
  readonly appId: string;
  readonly secret: string;
}

export interface SaltEdgeCallOptions {
  readonly signal: AbortSignal;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The refusal a non-2xx answer stands for, by its error class. */
function refusalOf(status: number, json: unknown): OpenBankingProviderError {
  const answer = ZErrorAnswer.safeParse(json);
  const errorClass = answer.success
    ? (answer.data.error?.class ?? answer.data.error_class ?? '')
    : '';
  if (CREDENTIALS_ERRORS.has(errorClass)) {
    return new OpenBankingProviderError('WRONG_CREDENTIALS', errorClass);
  }
  if (UNKNOWN_BANK_ERRORS.has(errorClass)) {
    return new OpenBankingProviderError('UNKNOWN_BANK', errorClass);
  }
  return new OpenBankingProviderError(
    'BANK_FAILED',
    `Salt Edge answered ${status} ${errorClass}`.trim(),
  );
}

/** One call: JSON in and out, a refusal or an unknown shape as OpenBankingProviderError. */
export async function callSaltEdge<T extends z.ZodType>(
  http: SaltEdgeHttp,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  schema: T,
  options: SaltEdgeCallOptions,
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(`${http.base}${path}`, {
      method,
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'App-id': http.appId,
        Secret: http.secret,
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  } catch (error) {
    throw new OpenBankingProviderError('BANK_FAILED', 'Salt Edge cannot be reached.', {
      cause: error,
    });
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    json = null;
  }
  if (!response.ok) throw refusalOf(response.status, json);
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new OpenBankingProviderError('BANK_FAILED', `Salt Edge answered an unknown shape.`);
  }
  return result.data;
}

/** A list read page by page (`{data, meta:{next_id}}`, the next asked with `from_id`). */
export async function allPages<T extends z.ZodType>(
  http: SaltEdgeHttp,
  path: string,
  item: T,
  headers: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<z.infer<T>[]> {
  const items: z.infer<T>[] = [];
  let fromId: string | null = null;
  // A bound on pages: a provider that keeps answering next_id must not loop forever.
  for (let pages = 0; pages < 100; pages += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const url: string =
      fromId === null ? path : `${path}${separator}from_id=${encodeURIComponent(fromId)}`;
    const answer: { data: unknown[]; meta?: { next_id?: string | number | null } | undefined } =
      await callSaltEdge(http, 'GET', url, page(item), { signal, headers });
    items.push(...(answer.data as z.infer<T>[]));
    const next: string | number | null | undefined = answer.meta?.next_id;
    if (next === undefined || next === null || next === '') break;
    fromId = String(next);
  }
  return items;
}
