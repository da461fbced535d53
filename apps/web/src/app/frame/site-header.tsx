import { LanguageSwitch } from '../../components/ui/language-switch';
import { BANK_SITE_URL } from '../../config/bank';
import { useT } from '../../lib/i18n/i18n-context';
import './site-header.css';

function BankMark() {
  return (
    <svg className="site-header__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" className="site-header__mark-tile" />
      <path className="site-header__mark-glyph" d="M6 13 16 6l10 7v2H6z" />
      <path
        className="site-header__mark-glyph"
        d="M8 17h3v7H8zm6.5 0h3v7h-3zM21 17h3v7h-3zM6 25h20v2H6z"
      />
    </svg>
  );
}

/** spec 1 §2 "Page frame": logo to the bank's site, a visually hidden portal title, language. */
export function SiteHeader() {
  const t = useT();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__logo" href={BANK_SITE_URL} aria-label={t('frame.logoLabel')}>
          <BankMark />
          <span className="site-header__name">{t('common.bankName')}</span>
        </a>
        <h1 className="visually-hidden">{t('frame.portalTitle')}</h1>
        <LanguageSwitch />
      </div>
    </header>
  );
}
