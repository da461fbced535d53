import { describe, expect, it } from 'vitest';
import { estimateSkewDegrees } from './skew';

/** White page with dark horizontal bars (text lines) drawn at `degrees` clockwise. */
function page(degrees: number, width = 400, height = 260): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(255);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (const lineY of [60, 120, 180]) {
    for (let x = 20; x < width - 20; x += 1) {
      // Dashed like characters, so each stroke has vertical edges.
      if (x % 12 < 7) {
        const y0 = Math.round(lineY + x * slope);
        for (let y = y0; y < y0 + 14; y += 1) if (y >= 0 && y < height) pixels[y * width + x] = 20;
      }
    }
  }
  return pixels;
}

describe('estimateSkewDegrees', () => {
  it('finds the slope of the text lines', () => {
    expect(estimateSkewDegrees(page(0), 400, 260)).toBe(0);
    expect(estimateSkewDegrees(page(3), 400, 260)).toBeCloseTo(3, 0);
    expect(estimateSkewDegrees(page(-5), 400, 260)).toBeCloseTo(-5, 0);
  });

  it('leaves a blank page level', () => {
    expect(estimateSkewDegrees(new Uint8Array(100 * 80).fill(255), 100, 80)).toBe(0);
  });
});
