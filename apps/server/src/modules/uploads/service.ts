import { createHash } from 'node:crypto';
import { isOverPixelLimit, type DocumentRefusalCode, type UploadRule } from '@onboarding/domain';
import sharp from 'sharp';
import { processUpload } from '../../infra/images/image-pipeline';
import { createLimiter } from '../../infra/images/limiter';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { UploadContent } from './content';

export interface UploadsServiceDeps {
  readonly storage: StoragePort;
}

export type UploadOutcome =
  | {
      readonly ok: true;
      readonly bytes: Buffer;
      readonly mediaType: string;
      readonly sha256: string;
    }
  | { readonly ok: false; readonly code: DocumentRefusalCode };

/** Decoding a photo takes its whole raster: two at a time on two cores (bench/src/upload.ts). */
const DECODES_AT_ONCE = 2;

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Whether a JPEG's or PNG's header claims more pixels than uploads take (decision 169).
 * sharp's metadata() reads the header only, no pixel is decoded; a header it cannot
 * read is left to the pipeline, which refuses the file as unreadable.
 */
async function isOverHeaderPixels(bytes: Buffer): Promise<boolean> {
  const isImage =
    bytes.subarray(0, JPEG_START.length).equals(JPEG_START) ||
    bytes.subarray(0, PNG_START.length).equals(PNG_START);
  if (!isImage) return false;
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return isOverPixelLimit(width, height);
  } catch {
    return false;
  }
}

/**
 * The upload pipeline (DESIGN "Documents"): what a file must be before it is kept, and where it is
 * kept. Type by content, size by the document type's rule, images decoded, checked for quality,
 * re-encoded without metadata; the bytes sealed through the storage port.
 */
export function createUploadsService({ storage }: UploadsServiceDeps) {
  const limitDecoding = createLimiter(DECODES_AT_ONCE);

  return {
    /** The refusal a file gets before any decoding (empty, too large, not base64), or null. */
    precheck(content: UploadContent, rule: UploadRule): DocumentRefusalCode | null {
      if (content.state === 'NOT_BASE64') return 'FILE_UNREADABLE';
      if (content.state === 'TOO_LARGE' || content.size > rule.maxBytes) return 'FILE_TOO_LARGE';
      if (content.state === 'MISSING' || content.size === 0) return 'FILE_EMPTY';
      return null;
    },

    /** Decodes, checks and re-encodes one file; the bytes come into memory only inside the limit. */
    async process(
      content: UploadContent,
      declaredMediaType: string,
      rule: UploadRule,
    ): Promise<UploadOutcome> {
      const processed = await limitDecoding(async () => {
        const bytes = await content.read();
        if (bytes === null) return { ok: false, code: 'FILE_UNREADABLE' } as const;
        if (await isOverHeaderPixels(bytes)) {
          return { ok: false, code: 'IMAGE_TOO_MANY_PIXELS' } as const;
        }
        return processUpload(bytes, declaredMediaType, rule);
      });
      if (!processed.ok) return { ok: false, code: processed.code };
      return {
        ok: true,
        bytes: processed.bytes,
        mediaType: processed.mediaType,
        sha256: createHash('sha256').update(processed.bytes).digest('hex'),
      };
    },

    store: (key: string, bytes: Uint8Array) => storage.put(key, bytes),
    read: (key: string) => storage.get(key),
    remove: (key: string) => storage.delete(key),
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
