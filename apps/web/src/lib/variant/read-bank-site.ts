/** The bank's public site when the page names none (the server's BANK_SITE_URL default). */
export const FALLBACK_BANK_SITE_URL = 'https://www.example-bank.si';

/**
 * The bank's public site comes from `<meta name="portal-bank-site">`, which the server fills in
 * from BANK_SITE_URL when it serves index.html, as it does the variant (decision 031). Only an
 * http(s) address is taken; the result has no trailing slash.
 */
export function readBankSiteUrl(doc: Document): string {
  const content = doc.querySelector('meta[name="portal-bank-site"]')?.getAttribute('content');
  try {
    const url = new URL(content?.trim() ?? '');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return FALLBACK_BANK_SITE_URL;
    return url.href.replace(/\/+$/, '');
  } catch {
    return FALLBACK_BANK_SITE_URL;
  }
}

let cached: string | null = null;

/** The page's bank site, read once. */
export function bankSiteUrl(): string {
  cached ??= readBankSiteUrl(document);
  return cached;
}
