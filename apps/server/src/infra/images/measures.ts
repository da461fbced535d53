/**
 * Brightness and sharpness of a greyscale sample (one byte per pixel, row by row). Sharpness is the
 * variance of the 4-neighbour Laplacian over the inner pixels: edges give large responses, a
 * blurred photo only small ones (Pech-Pacheco et al. 2000, the usual focus measure).
 */
export function measureGreyscale(
  pixels: Uint8Array,
  width: number,
  height: number,
): { meanBrightness: number; sharpness: number } {
  let sum = 0;
  for (let index = 0; index < width * height; index += 1) sum += pixels[index] ?? 0;
  const meanBrightness = width * height === 0 ? 0 : sum / (width * height);

  let count = 0;
  let mean = 0;
  let m2 = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const laplacian =
        (pixels[at - width] ?? 0) +
        (pixels[at + width] ?? 0) +
        (pixels[at - 1] ?? 0) +
        (pixels[at + 1] ?? 0) -
        4 * (pixels[at] ?? 0);
      // Welford's running variance: one pass, no array of responses.
      count += 1;
      const delta = laplacian - mean;
      mean += delta / count;
      m2 += delta * (laplacian - mean);
    }
  }
  return { meanBrightness, sharpness: count === 0 ? 0 : m2 / count };
}
