/**
 * The p-th percentile of `values` by the nearest-rank method (the smallest value at or below
 * which p % of the values lie): always one of the values, so a wait shown as the median is a wait
 * someone had. Null for no values. `p` is a share in (0, 1].
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!(p > 0 && p <= 1)) throw new RangeError(`A percentile is a share in (0, 1], not ${p}.`);
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(p * sorted.length);
  return sorted[rank - 1] ?? null;
}
