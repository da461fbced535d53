import { BANK_FOOTER_LINKS } from '../../config/bank';
import { useT } from '../../lib/i18n/i18n-context';
import { useVariant } from '../../lib/variant/variant-context';
import './site-footer.css';

const LINK_ORDER = [
  'about',
  'careers',
  'dataProtection',
  'cookies',
  'depositGuarantee',
  'ratesAndTariffs',
] as const satisfies readonly (keyof typeof BANK_FOOTER_LINKS)[];

/** spec 1 §2 "Page frame": fixed content, i.e. links to the bank's site and the contact lines. */
export function SiteFooter() {
  const t = useT();
  const variant = useVariant();
  const phone = t(`frame.footer.phone.${variant.id}`);
  const email = t(`frame.footer.email.${variant.id}`);

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__nav" aria-label={t('frame.footer.navLabel')}>
          <ul className="site-footer__links">
            {LINK_ORDER.map((link) => (
              <li key={link}>
                <a className="site-footer__link" href={BANK_FOOTER_LINKS[link]}>
                  {t(`frame.footer.links.${link}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__contact" aria-labelledby="site-footer-contact">
          <h2 id="site-footer-contact" className="site-footer__heading">
            {t('frame.footer.contactHeading')}
          </h2>
          <dl className="site-footer__contact-list">
            <div>
              <dt>{t('frame.footer.phoneLabel')}</dt>
              <dd>
                <a className="site-footer__link" href={`tel:${phone.replace(/\s+/g, '')}`}>
                  {phone}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('frame.footer.emailLabel')}</dt>
              <dd>
                <a className="site-footer__link" href={`mailto:${email}`}>
                  {email}
                </a>
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </footer>
  );
}
