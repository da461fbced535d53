import { UPLOAD_RULES } from '@onboarding/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { processUpload } from '../../infra/images/image-pipeline';
import type { StoragePort } from '../../infra/storage/storage-port';
import { inlineContent } from './content';
import { pngClaiming } from '../../../test/fixtures/document-images';
import { createUploadsService } from './service';

// The pipeline is where images are decoded: a refusal on the header must never reach it.
vi.mock('../../infra/images/image-pipeline', () => ({ processUpload: vi.fn() }));

const storage = {} as StoragePort;
const pipeline = vi.mocked(processUpload);

describe('uploads.process', () => {
  beforeEach(() => {
    pipeline.mockReset();
    pipeline.mockResolvedValue({
      ok: true,
      kind: 'pdf',
      bytes: Buffer.from('processed'),
      mediaType: 'application/pdf',
    });
  });

  it('when the header claims 8000 × 6000, then IMAGE_TOO_MANY_PIXELS without decoding', async () => {
    const uploads = createUploadsService({ storage });
    const outcome = await uploads.process(
      inlineContent(pngClaiming(8000, 6000).toString('base64')),
      'image/png',
      UPLOAD_RULES.ID_DOCUMENT,
    );
    expect(outcome).toEqual({ ok: false, code: 'IMAGE_TOO_MANY_PIXELS' });
    expect(pipeline).not.toHaveBeenCalled();
  });

  it('when the header claims 40 megapixels or fewer, or the file is no image, then the pipeline decides', async () => {
    const uploads = createUploadsService({ storage });
    for (const bytes of [pngClaiming(8000, 5000), Buffer.from('%PDF-1.7 not an image')]) {
      const outcome = await uploads.process(
        inlineContent(bytes.toString('base64')),
        'image/png',
        UPLOAD_RULES.MULTI_DOCUMENT,
      );
      expect(outcome.ok).toBe(true);
    }
    expect(pipeline).toHaveBeenCalledTimes(2);
  });
});
