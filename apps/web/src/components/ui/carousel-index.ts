/** Moves a carousel's index by `delta` and keeps it on the first to last page (no wrapping). */
export function movePageIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}
