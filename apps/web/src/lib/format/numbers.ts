// Numbers in the page's language, money and a file's size: one module, so the pages that show
// them share one small chunk.

/** Euros and cents in the page's language ("1.234,56 €" in Slovenian). */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/** Whole euros without decimals, as the amount sliders move. */
export function formatEuros(euros: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(euros);
}

/** A file's size in kilobytes with one decimal, in the page's language (a document's size). */
export function formatKilobytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1000);
}

/** An amount in minor units of any currency in the page's language ("10.000,00 €", "ALL 200,000"). */
export function formatMinorUnits(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}

/** A rate in basis points as percent with two decimals ("1,70 %"); decision 232 keeps rates in bps. */
export function formatBasisPoints(bps: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bps / 10_000);
}

/** A rate given as a fraction, in percent with two decimals ("1,71 %"). */
export function formatFractionPercent(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fraction);
}
