import { omitsHeaderImage } from '@onboarding/domain';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch, useT, DisplaySettingsControls } from '@onboarding/web-shell';
import { paths } from '../../config/paths';
import { bankSiteUrl } from '../../lib/variant/read-bank-site';
import { isPrivatePath } from '../../lib/wizard/private-paths';
import './site-header.css';

/** spec 3 §7, §9: the mock flag of the session, cleared when the applicant saves and exits. */
export const MOCK_FLAG_KEY = 'mockEnable';

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

function clearMockFlag(): void {
  try {
    window.sessionStorage.removeItem(MOCK_FLAG_KEY);
  } catch {
    // Session storage blocked: there is no flag to clear.
  }
}

/** Exit, save-and-exit and "My application", for an applicant on a private page. */
function ApplicationActions() {
  const t = useT();
  const navigate = useNavigate();
  const saveAndExit = () => {
    clearMockFlag();
    void navigate(paths.contact.getHref());
  };
  return (
    <nav className="site-header__actions" aria-label={t('header.actionsLabel')}>
      <div className="site-header__actions-inner">
        <Link className="site-header__action" to={paths.myApplication.getHref()}>
          {t('header.myApplication')}
        </Link>
        <button type="button" className="site-header__action" onClick={saveAndExit}>
          {t('header.saveAndExit')}
        </button>
        <Link className="site-header__action site-header__action--exit" to={paths.logout.getHref()}>
          {t('header.exit')}
        </Link>
      </div>
    </nav>
  );
}

/**
 * spec 1 §2, spec 3 §2 header: the logo links to the bank's public site, the portal's title is
 * there for screen readers, then the display settings and the language; on the private pages the
 * applicant's actions. Light sign-up pages leave out the decorative image.
 */
export function SiteHeader({ path }: { path: string }) {
  const t = useT();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__logo" href={bankSiteUrl()} aria-label={t('frame.logoLabel')}>
          <BankMark />
          <span className="site-header__name">{t('common.bankName')}</span>
        </a>
        <h1 className="visually-hidden">{t('frame.portalTitle')}</h1>
        <div className="site-header__tools">
          <DisplaySettingsControls />
          <LanguageSwitch />
        </div>
      </div>
      {isPrivatePath(path) && <ApplicationActions />}
      {!omitsHeaderImage(path) && <div className="site-header__image" aria-hidden="true" />}
    </header>
  );
}
