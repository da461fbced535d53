import { AppError } from '../../errors/app-error';
import type { SpoolFile } from '../../infra/storage/upload-spool';

/**
 * Reads the JSON body of `POST onboarding/documents` as it arrives: every field except `content`
 * is kept (a few hundred bytes, parsed with JSON.parse at the end); `content`, the file in base64
 * (spec 2 §3), goes to a spool file as it comes, still in base64, so parallel uploads neither hold
 * their bodies in memory nor make megabytes of garbage per request (bench/src/upload.ts). It is
 * decoded later, when its turn to be checked comes (`decodeSpooledBase64`). The route then sees
 * `content: ""`. A body that is not JSON fails as any JSON body would.
 */
export type SpooledContentState = 'OK' | 'MISSING' | 'NOT_BASE64' | 'TOO_LARGE';

export interface SpooledUpload {
  readonly body: unknown;
  readonly state: SpooledContentState;
  /** Bytes the base64 decodes to (computed from its length and padding). */
  readonly decodedSize: number;
}

export interface UploadBodyLimits {
  /** The whole request body (413 PAYLOAD_TOO_LARGE beyond it). */
  readonly bodyBytes: number;
  /** Decoded bytes kept; beyond it the rest is counted, not stored (the answer is FILE_TOO_LARGE). */
  readonly contentBytes: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const FIELDS_MAX_BYTES = 64 * 1024;
const DATA_URL_PREFIX_MAX = 200;
const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;

/** The spooled base64 as bytes, or null when it is not base64. */
export function decodeSpooledBase64(text: Buffer): Buffer | null {
  const string = text.toString('latin1');
  if (string.length % 4 === 1 || !BASE64_TEXT.test(string)) return null;
  return Buffer.from(string, 'base64');
}

export async function readUploadBody(
  payload: AsyncIterable<Buffer | string>,
  spool: SpoolFile,
  limits: UploadBodyLimits,
): Promise<SpooledUpload> {
  const fields: Buffer[] = [];
  let fieldBytes = 0;
  const keep = (bytes: Buffer) => {
    fieldBytes += bytes.length;
    if (fieldBytes > FIELDS_MAX_BYTES) {
      throw new AppError(400, 'BAD_REQUEST', { message: 'The upload’s fields are too long.' });
    }
    fields.push(bytes);
  };

  // JSON scanning state (outside the content value).
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringText = '';
  let lastKey: string | null = null;
  let afterColon = false;
  let sawContent = false;

  // The content value.
  let inContent = false;
  let contentEscape = false;
  /** The first bytes of the content, held until we know whether a data-URL prefix leads them. */
  let headBytes: Buffer | null = Buffer.alloc(0);
  let base64Length = 0;
  let padding = 0;
  let state: SpooledContentState = 'MISSING';
  const maxBase64Length = Math.ceil(limits.contentBytes / 3) * 4;

  const write = async (run: Buffer) => {
    if (run.length === 0 || state === 'NOT_BASE64' || state === 'TOO_LARGE') return;
    base64Length += run.length;
    // The padding is in the last two characters, which a cut may have put in different runs.
    for (const byte of run.subarray(-2)) padding = byte === EQUALS ? padding + 1 : 0;
    if (base64Length > maxBase64Length) state = 'TOO_LARGE';
    else await spool.write(run);
  };

  const flushHead = async () => {
    const head = headBytes;
    headBytes = null;
    if (head === null) return;
    // A data-URL prefix ("data:image/jpeg;base64,") is removed, as for statements in spec 2 §3.
    if (head.toString('latin1', 0, 5) !== 'data:') {
      await write(head);
      return;
    }
    const comma = head.indexOf(0x2c);
    if (comma < 0) state = 'NOT_BASE64';
    else await write(head.subarray(comma + 1));
  };

  const spoolBase64 = async (bytes: Buffer) => {
    if (headBytes === null) {
      await write(bytes);
      return;
    }
    const room = DATA_URL_PREFIX_MAX - headBytes.length;
    headBytes = Buffer.concat([headBytes, bytes.subarray(0, room)]);
    if (headBytes.length < DATA_URL_PREFIX_MAX) return;
    await flushHead();
    await write(bytes.subarray(room));
  };

  const endContent = async () => {
    await flushHead();
    if (state === 'MISSING') state = 'OK';
  };

  let total = 0;
  for await (const raw of payload) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
    total += chunk.length;
    if (total > limits.bodyBytes) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', { message: 'The request body is too large.' });
    }
    let index = 0;
    while (index < chunk.length) {
      if (inContent) {
        if (contentEscape) {
          // Only "\/" can appear in base64 written by a JSON encoder; anything else is not base64.
          contentEscape = false;
          if (chunk[index] === SLASH) await spoolBase64(Buffer.from('/'));
          else state = 'NOT_BASE64';
          index += 1;
          continue;
        }
        // Runs of base64 up to the closing quote or an escape, written without copying.
        const quote = chunk.indexOf(QUOTE, index);
        const slash = chunk.indexOf(BACKSLASH, index);
        const stop = Math.min(quote < 0 ? chunk.length : quote, slash < 0 ? chunk.length : slash);
        if (stop > index) await spoolBase64(chunk.subarray(index, stop));
        if (stop === chunk.length) {
          index = stop;
        } else if (chunk[stop] === BACKSLASH) {
          contentEscape = true;
          index = stop + 1;
        } else {
          inContent = false;
          await endContent();
          keep(Buffer.from('"'));
          index = stop + 1;
        }
        continue;
      }
      const byte = chunk[index] ?? 0;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
        else if (depth === 1 && stringText.length < 32) stringText += String.fromCharCode(byte);
        keep(chunk.subarray(index, index + 1));
        index += 1;
        continue;
      }
      if (byte === QUOTE) {
        if (depth === 1 && afterColon && lastKey === 'content' && !sawContent) {
          sawContent = true;
          inContent = true;
          afterColon = false;
          keep(Buffer.from('"'));
          index += 1;
          continue;
        }
        inString = true;
        stringText = '';
        afterColon = false;
      } else if (byte === 0x3a && depth === 1) {
        lastKey = stringText;
        afterColon = true;
      } else if (byte === 0x7b || byte === 0x5b) {
        depth += 1;
        afterColon = false;
      } else if (byte === 0x7d || byte === 0x5d) {
        depth -= 1;
      } else if (byte === 0x2c) {
        afterColon = false;
        lastKey = null;
      }
      keep(chunk.subarray(index, index + 1));
      index += 1;
    }
  }
  if (inContent) state = 'NOT_BASE64';
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(fields).toString('utf8'));
  } catch (error) {
    throw new AppError(400, 'MALFORMED_JSON', {
      message: 'The body is not valid JSON.',
      cause: error,
    });
  }
  const remainder = base64Length % 4;
  const decodedSize =
    Math.floor(base64Length / 4) * 3 + (remainder === 0 ? 0 : remainder - 1) - padding;
  return {
    body,
    state: sawContent ? state : 'MISSING',
    decodedSize: Math.max(0, decodedSize),
  };
}
