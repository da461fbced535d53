import type { SpooledContentState } from './upload-body';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/;

/** The bytes of `content` (spec 2 §3: base64, a data-URL prefix removed), or null if not base64. */
export function decodeContent(content: string): Buffer | null {
  const base64 = content.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (base64.length % 4 === 1 || !BASE64.test(base64)) return null;
  return Buffer.from(base64, 'base64');
}

/** The file of an upload: spooled by the body parser (upload-body.ts) or given inline in base64. */
export interface UploadContent {
  readonly state: SpooledContentState;
  /** The decoded size as far as known before decoding (refuses a 7 MB file without reading it). */
  readonly size: number;
  /** The file's bytes; null when the content turns out not to be base64. */
  read(): Promise<Buffer | null>;
}

export function inlineContent(content: string): UploadContent {
  const bytes = decodeContent(content);
  return {
    state: bytes === null ? 'NOT_BASE64' : 'OK',
    size: bytes?.length ?? 0,
    read: () => Promise.resolve(bytes),
  };
}
