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
