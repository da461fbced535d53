/**
 * Loan figures are integer euro cents: a schedule must repay exactly the principal, and sums of
 * floats drift. Only rates and the unrounded annuity are floats.
 */

/** Rounds a non-negative amount of cents half up to a whole cent (banks' usual rule). */
export function roundCentsHalfUp(cents: number): number {
  // toPrecision strips float noise such as 103702.49999999999 that would otherwise round down.
  return Math.floor(Number(cents.toPrecision(12)) + 0.5);
}

export function isWholeCents(value: number): boolean {
  return Number.isSafeInteger(value);
}

/** "1234.50": exact decimal text for manifests and contracts (never a float's own digits). */
export function centsToDecimalText(cents: number): string {
  if (!isWholeCents(cents)) throw new RangeError(`Not whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${euros}.${rest}`;
}

/** A rate as percent text with the given decimals ("6.99"), from a fraction (0.0699). */
export function rateToPercentText(rate: number, decimals: number): string {
  return (
    Math.round(Number((rate * 100 * 10 ** decimals).toPrecision(12))) /
    10 ** decimals
  ).toFixed(decimals);
}
