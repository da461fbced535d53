import type { MessageKey } from '@onboarding/messages';
import { useState } from 'react';
import { BANK_SOCIAL_LINKS, bankPageUrl, type BankSitePage } from '../../config/bank';
import { bankPage, useBankNames, useT } from '@onboarding/web-shell';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { bankSiteUrl } from '../../lib/variant/read-bank-site';
import './site-footer.css';

interface FooterColumn {
  readonly heading: MessageKey;
  readonly links: readonly { readonly page: BankSitePage; readonly label: MessageKey }[];
}

/** spec 1 §2, spec 3 §2: the main link columns of the footer, in the spec's order. */
const COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'footer.columns.bank',
    links: [
      { page: 'about', label: 'frame.footer.links.about' },
      { page: 'socialResponsibility', label: 'footer.links.socialResponsibility' },
      { page: 'careers', label: 'frame.footer.links.careers' },
      { page: 'annualReport', label: 'footer.links.annualReport' },
      { page: 'media', label: 'footer.links.media' },
    ],
  },
  {
    heading: 'footer.columns.group',
    links: [{ page: 'group', label: 'footer.links.group' }],
  },
  {
    heading: 'footer.columns.legal',
    links: [
      { page: 'legalNotice', label: 'footer.links.legalNotice' },
      { page: 'dataProtection', label: 'frame.footer.links.dataProtection' },
      { page: 'cookies', label: 'frame.footer.links.cookies' },
      { page: 'cookieSettings', label: 'footer.links.cookieSettings' },
      { page: 'depositGuarantee', label: 'frame.footer.links.depositGuarantee' },
    ],
  },
  {
    heading: 'footer.columns.prices',
    links: [{ page: 'ratesAndTariffs', label: 'frame.footer.links.ratesAndTariffs' }],
  },
];

/** Below the tokens' 48rem breakpoint a wizard step's footer folds to one line (decision 254). */
export const COMPACT_FOOTER_QUERY = '(max-width: 47.99rem)';

const FOOTER_MORE_ID = 'site-footer-more';

/**
 * The folded footer's one line (decision 254): personal data protection and the cookie settings
 * (withdrawing a consent must be as easy as giving it) stay one tap away; a disclosure
 * (aria-expanded, aria-controls) unfolds everything else below it.
 */
function FoldedLine({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useT();
  const site = bankSiteUrl();
  return (
    <nav className="site-footer__line" aria-label={t('footer.fold.label')}>
      <ul className="site-footer__line-links">
        <li>
          <a className="site-footer__link" href={bankPageUrl(site, 'dataProtection')}>
            {t('footer.fold.privacy')}
          </a>
        </li>
        <li>
          <a className="site-footer__link" href={bankPageUrl(site, 'cookieSettings')}>
            {t('footer.links.cookieSettings')}
          </a>
        </li>
        <li>
          <button
            type="button"
            className="site-footer__more"
            aria-expanded={open}
            aria-controls={FOOTER_MORE_ID}
            onClick={onToggle}
          >
            {t('footer.fold.more')}
            <svg
              className="site-footer__more-icon"
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
            >
              <path d={open ? 'M3 10l5-5 5 5' : 'M3 6l5 5 5-5'} />
            </svg>
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The group's mark, the second logo image of spec 3 §2. */
function GroupMark({ label }: { label: string }) {
  return (
    <svg className="site-footer__logo" viewBox="0 0 120 32" role="img" aria-label={label}>
      <circle cx="16" cy="16" r="13" className="site-footer__logo-ring" />
      <path d="M10 16h12M16 10v12" className="site-footer__logo-ring" />
      <rect x="36" y="10" width="80" height="4" rx="2" className="site-footer__logo-bar" />
      <rect x="36" y="19" width="56" height="4" rx="2" className="site-footer__logo-bar" />
    </svg>
  );
}

export interface SiteFooterProps {
  /** The page's path: a page change folds an unfolded footer again. */
  readonly path: string;
  /** A wizard step: on a phone the footer folds to one line (decision 254). */
  readonly foldable: boolean;
}

/**
 * spec 1 §2, spec 3 §2 footer, fixed content: social links in two rows, the link columns, the
 * card-centre and contact-centre lines, the contact e-mail and the two logos. The bank's name,
 * contact-centre and card-centre telephones, e-mail and address are its configured identity
 * (decision 229), as the
 * server wrote it into the page; a page that names no bank shows the generic word and no contact.
 * On a wizard step on a phone all of it sits behind the one line's "More" (decision 254).
 */
export function SiteFooter({ path, foldable }: SiteFooterProps) {
  const t = useT();
  const site = bankSiteUrl();
  const bank = bankPage();
  const { legalName } = useBankNames();
  const folded = useMediaQuery(COMPACT_FOOTER_QUERY) && foldable;
  // The path it was unfolded on: another page opens with it folded again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;

  return (
    // Folding depends on the screen's width, so a step prerendered by the build (decision 224)
    // leaves the footer out; it lies below the first screen (decision 254).
    <footer
      className={`site-footer${folded ? ' site-footer--folded' : ''}`}
      data-prerender-omit={foldable || undefined}
    >
      {folded && <FoldedLine open={open} onToggle={() => setOpenOn(open ? null : path)} />}
      <div
        id={folded ? FOOTER_MORE_ID : undefined}
        className="site-footer__inner"
        hidden={folded && !open}
      >
        <nav className="site-footer__nav" aria-label={t('frame.footer.navLabel')}>
          {COLUMNS.map((column) => (
            <div key={column.heading} className="site-footer__column">
              <h2 className="site-footer__heading">{t(column.heading)}</h2>
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.page}>
                    <a className="site-footer__link" href={bankPageUrl(site, link.page)}>
                      {t(link.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <section className="site-footer__contact" aria-labelledby="site-footer-contact">
          <h2 id="site-footer-contact" className="site-footer__heading">
            {t('frame.footer.contactHeading')}
          </h2>
          <dl className="site-footer__contact-list">
            {bank !== null && (
              <div>
                <dt>{t('frame.footer.phoneLabel')}</dt>
                <dd>
                  <a className="site-footer__link site-footer__phone" href={bank.phoneUri}>
                    {bank.phone}
                  </a>
                </dd>
              </div>
            )}
            {bank !== null && (
              <>
                <div>
                  <dt>{t('footer.cardCentreLabel')}</dt>
                  <dd>
                    <a className="site-footer__link site-footer__phone" href={bank.cardPhoneUri}>
                      {bank.cardPhone}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{t('frame.footer.emailLabel')}</dt>
                  <dd>
                    <a className="site-footer__link" href={`mailto:${bank.email}`}>
                      {bank.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{t('frame.footer.addressLabel')}</dt>
                  <dd>
                    <address className="site-footer__address">
                      <span>{bank.legalName}</span> <span>{bank.address}</span>
                    </address>
                  </dd>
                </div>
              </>
            )}
          </dl>
        </section>

        <div className="site-footer__bottom">
          <nav className="site-footer__social" aria-label={t('footer.social.label')}>
            {BANK_SOCIAL_LINKS.map((row, index) => (
              <ul key={index} className="site-footer__social-row">
                {row.map((link) => (
                  <li key={link.network}>
                    <a className="site-footer__social-link" href={link.href} rel="noopener">
                      {t(`footer.social.${link.network}`)}
                    </a>
                  </li>
                ))}
              </ul>
            ))}
          </nav>
          <div className="site-footer__brand">
            <a className="site-footer__bank" href={site}>
              <svg
                className="site-footer__logo site-footer__logo--bank"
                viewBox="0 0 32 32"
                aria-hidden="true"
                focusable="false"
              >
                <rect width="32" height="32" rx="7" className="site-footer__logo-tile" />
                <path
                  className="site-footer__logo-glyph"
                  d="M6 13 16 6l10 7v2H6zM8 17h3v7H8zm6.5 0h3v7h-3zM21 17h3v7h-3zM6 25h20v2H6z"
                />
              </svg>
              <span>{legalName}</span>
            </a>
            <GroupMark label={t('footer.groupLogo')} />
          </div>
          <p className="site-footer__copyright">
            {/* The year as a number, not a date written for people (decision 238); its UTC
                reading differs from the bank's only in the first hour or two of 1 January. */}
            {t('footer.copyright', { year: new Date().getUTCFullYear(), bank: legalName })}
          </p>
        </div>
      </div>
    </footer>
  );
}
