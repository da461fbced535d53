/**
 * The bank's public website: the header logo and the footer links lead there. A placeholder until
 * the bank's addresses are configured per variant.
 */
export const BANK_SITE_URL = 'https://www.bank.example/';

/** Footer links (spec 1 §2 "Page frame"); the labels are message keys `frame.footer.links.*`. */
export const BANK_FOOTER_LINKS = {
  about: `${BANK_SITE_URL}about`,
  careers: `${BANK_SITE_URL}careers`,
  dataProtection: `${BANK_SITE_URL}personal-data-protection`,
  cookies: `${BANK_SITE_URL}cookies`,
  depositGuarantee: `${BANK_SITE_URL}deposit-guarantee`,
  ratesAndTariffs: `${BANK_SITE_URL}rates-and-tariffs`,
} as const;
