/**
 * Links of the page frame (spec 1 §2 "Page frame", spec 3 §2). The bank's own pages hang off its
 * public site, whose address the server writes into the page (`portal-bank-site`, from
 * BANK_SITE_URL); the labels are message keys.
 */
export const BANK_SITE_PAGES = {
  about: '/about',
  socialResponsibility: '/social-responsibility',
  careers: '/careers',
  annualReport: '/annual-report',
  media: '/media',
  group: '/group',
  legalNotice: '/legal-notice',
  generalTerms: '/general-terms',
  dataProtection: '/personal-data-protection',
  cookies: '/cookies',
  cookieSettings: '/cookies/settings',
  depositGuarantee: '/deposit-guarantee',
  ratesAndTariffs: '/rates-and-tariffs',
} as const;

export type BankSitePage = keyof typeof BANK_SITE_PAGES;

export function bankPageUrl(siteUrl: string, page: BankSitePage): string {
  return `${siteUrl}${BANK_SITE_PAGES[page]}`;
}

/** spec 3 §2: social links in two rows. The bank's accounts on each network. */
export const BANK_SOCIAL_LINKS = [
  [
    { network: 'facebook', href: 'https://www.facebook.com/examplebank' },
    { network: 'instagram', href: 'https://www.instagram.com/examplebank' },
    { network: 'linkedin', href: 'https://www.linkedin.com/company/examplebank' },
  ],
  [
    { network: 'youtube', href: 'https://www.youtube.com/@examplebank' },
    { network: 'x', href: 'https://x.com/examplebank' },
    { network: 'tiktok', href: 'https://www.tiktok.com/@examplebank' },
  ],
] as const;

export type SocialNetwork = (typeof BANK_SOCIAL_LINKS)[number][number]['network'];
