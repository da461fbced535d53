import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ocrInput, uprightPage } from './prepare';
import { estimateSkewDegrees } from './skew';

const passport = readFileSync(
  join(
    import.meta.dirname,
    '..',
    '..',
    '..',
    '..',
    '..',
    'e2e',
    'fixtures',
    'documents',
    'passport.jpg',
  ),
);

describe('OCR image preparation', () => {
  it('levels a photo held askew', async () => {
    const tilted = await sharp(passport).rotate(4, { background: '#5a4a3a' }).jpeg().toBuffer();
    const page = await uprightPage(tilted);
    expect(page.width).toBeGreaterThan(1000 - 1);
    expect(Math.abs(estimateSkewDegrees(page.pixels, page.width, page.height))).toBeLessThanOrEqual(
      0.5,
    );
  });

  it('gives the engine a greyscale PNG of the bottom band with a margin', async () => {
    const page = await uprightPage(passport);
    const band = await sharp(await ocrInput(page, { band: 'mrz', width: 800 })).metadata();
    expect(band.format).toBe('png');
    expect(band.width).toBe(800 + 40);
    expect(band.height).toBeLessThan(page.height * (800 / page.width) * 0.5 + 40);
  });

  it('refuses what is not an image', async () => {
    await expect(uprightPage(Buffer.from('not an image'))).rejects.toThrow();
  });
});
