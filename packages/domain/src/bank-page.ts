/*
 * Decision 229: the pages name the bank as the documents do. The server writes what the header,
 * footer and page titles print into `<meta name="portal-bank">` when it serves a page; the pages
 * read it without a parser of their own (no zod, no numbering plan in the first page's code).
 */

/** The name of the meta element that carries the bank's identity into a page. */
export const BANK_META = 'portal-bank';

/** The bank as a page prints it: every line already formatted by the server. */
export interface TBankPage {
  /** The registered name without the legal form: `Onboarding Bank` (header, page titles). */
  readonly name: string;
  /** With the legal form: `Onboarding Bank d.d.` (footer, copyright). */
  readonly legalName: string;
  /** The geographical address on one line: `Slovenska cesta 1, 1000 Ljubljana`. */
  readonly address: string;
  /** In international grouping (decision 235): `+386 1 999 00 00`. */
  readonly phone: string;
  /** The telephone as a link: `tel:+38619990000`. */
  readonly phoneUri: string;
  /** The card centre's line (24/7), grouped as `phone`: `+386 1 999 00 10`. */
  readonly cardPhone: string;
  readonly cardPhoneUri: string;
  readonly email: string;
}

export const BANK_PAGE_FIELDS = [
  'name',
  'legalName',
  'address',
  'phone',
  'phoneUri',
  'cardPhone',
  'cardPhoneUri',
  'email',
] as const satisfies readonly (keyof TBankPage)[];

/**
 * The identity in a meta's content, or null when it is missing or not whole (a page served by
 * something else than the server, a component test): the page then says the generic word.
 */
export function parseBankPage(content: string | null | undefined): TBankPage | null {
  if (content === null || content === undefined || content.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const page: Partial<Record<keyof TBankPage, string>> = {};
  for (const field of BANK_PAGE_FIELDS) {
    const text = record[field];
    if (typeof text !== 'string' || text.trim() === '') return null;
    page[field] = text;
  }
  return page as TBankPage;
}

/**
 * The placeholder the build's prerendered pages hold for `field` (scripts/prerender-first-page.mjs
 * renders them with these in the meta): the server writes the configured value in its place, so
 * a page painted at build time names the bank the server is configured with (decisions 221, 224).
 */
export function bankPlaceholder(field: keyof TBankPage): string {
  return `__portal_bank_${field}__`;
}
