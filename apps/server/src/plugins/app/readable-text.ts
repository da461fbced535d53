import { isUtf8 } from 'node:buffer';

// Decision 274: the checks behind the readable-input plugin, kept free of Fastify so they are
// tested on their own. Readable text is UTF-8 without a NUL character: PostgreSQL stores no NUL in
// text, and bytes that are not UTF-8 would be silently replaced on decoding.

/** The code of the field error for text that is not readable (a key of the `validation` section). */
export const UNREADABLE_TEXT_CODE = 'validation.text.unreadable';

const NUL = 0;
const NUL_CHARACTER = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PERCENT_ESCAPE = /^%[0-9A-Fa-f]{2}$/;
const LATIN1_MAX = 0xff;

/** True when the bytes are UTF-8 and hold no NUL byte. */
export function isReadableBytes(bytes: Uint8Array): boolean {
  return !bytes.includes(NUL) && isUtf8(bytes);
}

/** True when the decoded text holds no NUL and no lone surrogate (which no UTF-8 can encode). */
export function isReadableString(text: string): boolean {
  return !text.includes(NUL_CHARACTER) && !LONE_SURROGATE.test(text);
}

/**
 * A header value as Node gives it: one character per byte received (latin1), so the bytes are
 * checked as UTF-8. A character above U+00FF can only come from an in-process request (inject);
 * it is already text and is checked as such.
 */
export function isReadableHeaderValue(value: string): boolean {
  if (!isReadableString(value)) return false;
  for (const character of value) {
    if ((character.codePointAt(0) ?? 0) > LATIN1_MAX) return true;
  }
  return isUtf8(Buffer.from(value, 'latin1'));
}

/**
 * The bytes a part of a URL (path or query) stands for: each `%XX` escape is its byte, any other
 * character up to U+00FF the byte Node received, a character above it its UTF-8 (in-process
 * requests only). A `%` without two hex digits stays as it is (the router judges it).
 */
function urlBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const escape = text.slice(index, index + 3);
    if (PERCENT_ESCAPE.test(escape)) {
      bytes.push(Number.parseInt(escape.slice(1), 16));
      index += 2;
      continue;
    }
    const code = text.charCodeAt(index);
    if (code <= LATIN1_MAX) bytes.push(code);
    else bytes.push(...Buffer.from(text.charAt(index), 'utf8'));
  }
  return Buffer.from(bytes);
}

/** True when a path or query, once its escapes are decoded, is readable text. */
export function isReadableUrlPart(text: string): boolean {
  return isReadableString(text) && isReadableBytes(urlBytes(text));
}

/** A place in a parsed body: its key and its parent's place, so a step does not copy the path. */
interface Place {
  readonly key: string;
  readonly parent: Place | undefined;
}

function dotted(place: Place | undefined): string {
  const keys: string[] = [];
  for (let at = place; at !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path of the first string (value or key) of a parsed body that is not readable, `''`
 * for the body itself, or undefined when every string is readable. Walked with a stack, not by
 * recursion: a deeply nested body must not overflow the call stack.
 */
export function unreadablePathIn(body: unknown): string | undefined {
  const stack: Array<{ value: unknown; place: Place | undefined }> = [
    { value: body, place: undefined },
  ];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, place } = next;
    if (typeof value === 'string') {
      if (!isReadableString(value)) return dotted(place);
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const itemPlace = { key, parent: place };
      if (!isReadableString(key)) return dotted(itemPlace);
      stack.push({ value: item, place: itemPlace });
    }
  }
  return undefined;
}

/** How many bytes at the end of a chunk begin a UTF-8 sequence that the next chunk completes. */
function incompleteTail(bytes: Uint8Array): number {
  const longest = Math.min(3, bytes.length);
  for (let back = 1; back <= longest; back += 1) {
    const byte = bytes[bytes.length - back] ?? 0;
    // A continuation byte (10xxxxxx): look further back for the byte that starts the sequence.
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/**
 * Checks a body as it streams in, chunk by chunk, without holding it: a multi-byte character cut
 * between two chunks is carried over to the next one.
 */
export class Utf8StreamCheck {
  private carried: Buffer = Buffer.alloc(0);
  private readable = true;

  /** Checks one more chunk; false once any byte so far was not readable. */
  push(chunk: Uint8Array): boolean {
    if (!this.readable) return false;
    const bytes = this.carried.length === 0 ? chunk : Buffer.concat([this.carried, chunk]);
    const tail = incompleteTail(bytes);
    const whole = bytes.subarray(0, bytes.length - tail);
    this.carried = Buffer.from(bytes.subarray(bytes.length - tail));
    this.readable = isReadableBytes(whole);
    return this.readable;
  }

  /** True when every byte was readable and no character was left unfinished. */
  end(): boolean {
    return this.readable && this.carried.length === 0;
  }
}
