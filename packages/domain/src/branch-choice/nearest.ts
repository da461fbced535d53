import { distanceKm } from '../branches';

/** Branches nearest first from a position, each with its great-circle distance in kilometres. */
export function orderByDistance<B extends { readonly lat: number; readonly lon: number }>(
  branches: readonly B[],
  from: { readonly lat: number; readonly lon: number },
): (B & { distanceKm: number })[] {
  return branches
    .map((branch) => ({ ...branch, distanceKm: roundKm(distanceKm(from, branch)) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/** One decimal: a tenth of a kilometre is finer than any browser position needs. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
