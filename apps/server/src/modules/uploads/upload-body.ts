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

/** The fields outside `content`, kept as they came (at most FIELDS_MAX_BYTES), parsed last. */
function createFieldBuffer() {
  const fields: Buffer[] = [];
  let fieldBytes = 0;
  return {
    keep(bytes: Buffer): void {
      fieldBytes += bytes.length;
      if (fieldBytes > FIELDS_MAX_BYTES) {
        throw new AppError(400, 'BAD_REQUEST', { message: 'The upload’s fields are too long.' });
      }
      fields.push(bytes);
    },

    parse(): unknown {
      try {
        return JSON.parse(Buffer.concat(fields).toString('utf8'));
      } catch (error) {
        throw new AppError(400, 'MALFORMED_JSON', {
          message: 'The body is not valid JSON.',
          cause: error,
        });
      }
    },
  };
}

type FieldBuffer = ReturnType<typeof createFieldBuffer>;

/** The content value on its way to the spool: a data-URL prefix removed, its length counted. */
function createContentSpool(spool: SpoolFile, contentBytes: number) {
  /** The first bytes of the content, held until we know whether a data-URL prefix leads them. */
  let headBytes: Buffer | null = Buffer.alloc(0);
  let base64Length = 0;
  let padding = 0;
  let state: SpooledContentState = 'MISSING';
  const maxBase64Length = Math.ceil(contentBytes / 3) * 4;

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

  return {
    state: (): SpooledContentState => state,

    refuse(): void {
      state = 'NOT_BASE64';
    },

    async append(bytes: Buffer): Promise<void> {
      if (headBytes === null) {
        await write(bytes);
        return;
      }
      const room = DATA_URL_PREFIX_MAX - headBytes.length;
      headBytes = Buffer.concat([headBytes, bytes.subarray(0, room)]);
      if (headBytes.length < DATA_URL_PREFIX_MAX) return;
      await flushHead();
      await write(bytes.subarray(room));
    },

    async end(): Promise<void> {
      await flushHead();
      if (state === 'MISSING') state = 'OK';
    },

    /** Bytes the base64 decodes to, from its length and padding. */
    decodedSize(): number {
      const remainder = base64Length % 4;
      const decodedSize =
        Math.floor(base64Length / 4) * 3 + (remainder === 0 ? 0 : remainder - 1) - padding;
      return Math.max(0, decodedSize);
    },
  };
}

type ContentSpool = ReturnType<typeof createContentSpool>;

/** JSON scanning state, outside the content value and inside it. */
interface BodyScan {
  depth: number;
  inString: boolean;
  escaped: boolean;
  stringText: string;
  lastKey: string | null;
  afterColon: boolean;
  sawContent: boolean;
  inContent: boolean;
  contentEscape: boolean;
}

/** One step inside the content value from `index`; returns the index after it. */
async function scanContent(
  scan: BodyScan,
  chunk: Buffer,
  index: number,
  fields: FieldBuffer,
  content: ContentSpool,
): Promise<number> {
  if (scan.contentEscape) {
    // Only "\/" can appear in base64 written by a JSON encoder; anything else is not base64.
    scan.contentEscape = false;
    if (chunk[index] === SLASH) await content.append(Buffer.from('/'));
    else content.refuse();
    return index + 1;
  }
  // Runs of base64 up to the closing quote or an escape, written without copying.
  const quote = chunk.indexOf(QUOTE, index);
  const slash = chunk.indexOf(BACKSLASH, index);
  const stop = Math.min(quote < 0 ? chunk.length : quote, slash < 0 ? chunk.length : slash);
  if (stop > index) await content.append(chunk.subarray(index, stop));
  if (stop === chunk.length) return stop;
  if (chunk[stop] === BACKSLASH) {
    scan.contentEscape = true;
    return stop + 1;
  }
  scan.inContent = false;
  await content.end();
  fields.keep(Buffer.from('"'));
  return stop + 1;
}

/** One byte outside the content value: the JSON structure is followed to find the top `content`. */
function scanFieldByte(scan: BodyScan, byte: number): void {
  if (scan.inString) {
    if (scan.escaped) scan.escaped = false;
    else if (byte === BACKSLASH) scan.escaped = true;
    else if (byte === QUOTE) scan.inString = false;
    else if (scan.depth === 1 && scan.stringText.length < 32) {
      scan.stringText += String.fromCharCode(byte);
    }
    return;
  }
  if (byte === QUOTE) {
    if (scan.depth === 1 && scan.afterColon && scan.lastKey === 'content' && !scan.sawContent) {
      scan.sawContent = true;
      scan.inContent = true;
      scan.afterColon = false;
      return;
    }
    scan.inString = true;
    scan.stringText = '';
    scan.afterColon = false;
  } else if (byte === 0x3a && scan.depth === 1) {
    scan.lastKey = scan.stringText;
    scan.afterColon = true;
  } else if (byte === 0x7b || byte === 0x5b) {
    scan.depth += 1;
    scan.afterColon = false;
  } else if (byte === 0x7d || byte === 0x5d) {
    scan.depth -= 1;
  } else if (byte === 0x2c) {
    scan.afterColon = false;
    scan.lastKey = null;
  }
}

async function scanChunk(
  scan: BodyScan,
  chunk: Buffer,
  fields: FieldBuffer,
  content: ContentSpool,
): Promise<void> {
  let index = 0;
  while (index < chunk.length) {
    if (scan.inContent) {
      index = await scanContent(scan, chunk, index, fields, content);
      continue;
    }
    scanFieldByte(scan, chunk[index] ?? 0);
    // The opening quote of the content value is kept too: the route then sees `content: ""`.
    fields.keep(chunk.subarray(index, index + 1));
    index += 1;
  }
}

export async function readUploadBody(
  payload: AsyncIterable<Buffer | string>,
  spool: SpoolFile,
  limits: UploadBodyLimits,
): Promise<SpooledUpload> {
  const fields = createFieldBuffer();
  const content = createContentSpool(spool, limits.contentBytes);
  const scan: BodyScan = {
    depth: 0,
    inString: false,
    escaped: false,
    stringText: '',
    lastKey: null,
    afterColon: false,
    sawContent: false,
    inContent: false,
    contentEscape: false,
  };
  let total = 0;
  for await (const raw of payload) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
    total += chunk.length;
    if (total > limits.bodyBytes) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', { message: 'The request body is too large.' });
    }
    await scanChunk(scan, chunk, fields, content);
  }
  if (scan.inContent) content.refuse();
  const body = fields.parse();
  return {
    body,
    state: scan.sawContent ? content.state() : 'MISSING',
    decodedSize: content.decodedSize(),
  };
}
