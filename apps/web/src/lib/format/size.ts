/** A file's size in kilobytes with one decimal, in the page's language (a document's size). */
export function formatKilobytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1000);
}
