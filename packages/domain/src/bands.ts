/**
 * A band of a banded amount: the level applies to amounts up to and including `upTo` that are above
 * the previous band's `upTo` (decision 014: a boundary value belongs to the lower band). The last
 * band has no upper bound.
 */
export interface Band<L extends string> {
  readonly level: L;
  readonly upTo: number | null;
}

/** The level of an amount, or null for a negative or non-finite amount or one above every band. */
export function bandFor<L extends string>(bands: readonly Band<L>[], amount: number): L | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const band = bands.find((candidate) => candidate.upTo === null || amount <= candidate.upTo);
  return band?.level ?? null;
}
