import { BANK_META, parseBankPage, type TBankPage } from '@onboarding/domain/bank-page';
import { useT } from '../i18n/i18n-context';

/**
 * The bank the page names (decision 229): what the server wrote into `<meta name="portal-bank">`
 * from its configuration when it served the page, as it does the variant (decision 031). Null when
 * the page names none (`vite dev`, a component test): the page then says the catalogue's generic
 * word and shows no contact lines.
 */
export function readBankPage(doc: Document): TBankPage | null {
  return parseBankPage(doc.querySelector(`meta[name="${BANK_META}"]`)?.getAttribute('content'));
}

let read: { readonly content: string | null; readonly page: TBankPage | null } | null = null;

/** The page's bank, read again only when the meta changed (it does not, outside tests). */
export function bankPage(): TBankPage | null {
  const content =
    document.querySelector(`meta[name="${BANK_META}"]`)?.getAttribute('content') ?? null;
  if (read?.content !== content) read = { content, page: readBankPage(document) };
  return read.page;
}

/** The bank's name as a page says it: the configured one, else the catalogue's generic word. */
export interface BankNames {
  /** `Onboarding Bank`: the header, the page titles. */
  readonly name: string;
  /** `Onboarding Bank d.d.`: the footer, the copyright line. */
  readonly legalName: string;
}

/** The names of the page's bank (bankPage), or the generic `common.bankName` for both. */
export function bankNamesOr(page: TBankPage | null, generic: string): BankNames {
  return page === null
    ? { name: generic, legalName: generic }
    : { name: page.name, legalName: page.legalName };
}

/** The names of the page's bank in a component (bankNamesOr). */
export function useBankNames(): BankNames {
  const t = useT();
  return bankNamesOr(bankPage(), t('common.bankName'));
}
