import { AppError } from '../../errors/app-error';

/** The header of draft-ietf-httpapi-idempotency-key-header, lower-cased as Node gives it. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Stripe's header on an answer that is a stored response, not a new run. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Stripe's limit; decision 153 refuses longer keys. */
export const MAX_KEY_LENGTH = 255;

/** The methods that change state and so take a key (the draft names POST and PATCH). */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);
/** Only the API takes keys: pages and health checks never change anything. */
export const IDEMPOTENT_PATH_PREFIX = '/services/';

export const invalidKey = (message: string) =>
  new AppError(400, 'IDEMPOTENCY_KEY_INVALID', {
    message,
    fieldErrors: [{ field: 'Idempotency-Key', code: 'IDEMPOTENCY_KEY_INVALID' }],
  });

// Visible ASCII and space: what a Structured Field String may hold (RFC 9651 §3.3.3).
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** The inside of a Structured Field String: `\\` and `\"` are escapes, a bare `"` is wrong. */
function unquote(inner: string): string {
  let key = '';
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner.charAt(index);
    if (char === '"') throw invalidKey('The Idempotency-Key is not a valid quoted string.');
    if (char === '\\') {
      const next = inner.charAt(index + 1);
      if (next !== '\\' && next !== '"') {
        throw invalidKey('The Idempotency-Key is not a valid quoted string.');
      }
      key += next;
      index += 1;
    } else {
      key += char;
    }
  }
  return key;
}

/**
 * The key of the header. The draft defines it as a Structured Field String (`"8e03…"`, quoted);
 * Stripe's clients send it bare. Both are taken: the quotes are removed, so either spelling of
 * one key is the same key. Empty, longer than 255 characters or outside printable ASCII: 400.
 */
export function parseIdempotencyKey(header: string | readonly string[]): string {
  // Node joins repeated unknown headers with ", "; an array only comes from a test's inject.
  const raw = (typeof header === 'string' ? header : header.join(', ')).trim();
  let key = raw;
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) key = unquote(raw.slice(1, -1));
  if (key.length === 0) throw invalidKey('The Idempotency-Key is empty.');
  if (key.length > MAX_KEY_LENGTH) {
    throw invalidKey(`The Idempotency-Key is longer than ${MAX_KEY_LENGTH} characters.`);
  }
  if (!PRINTABLE_ASCII.test(key)) {
    throw invalidKey('The Idempotency-Key may only hold printable ASCII characters.');
  }
  return key;
}
