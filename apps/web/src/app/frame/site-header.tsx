import { omitsHeaderImage } from '@onboarding/domain/page-frame';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  BankMark,
  DisplaySettingsControls,
  LanguageSwitch,
  useBankNames,
  useT,
} from '@onboarding/web-shell';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { paths } from '../../config/paths';
import { bankSiteUrl } from '../../lib/variant/read-bank-site';
import { isPrivatePath } from '../../lib/wizard/private-paths';
import './site-header.css';

/** spec 3 §7, §9: the mock flag of the session, cleared when the applicant saves and exits. */
export const MOCK_FLAG_KEY = 'mockEnable';

/** Below the tokens' 48rem breakpoint the header folds its tools into one menu (decision 209). */
export const COMPACT_HEADER_QUERY = '(max-width: 47.99rem)';

const MENU_PANEL_ID = 'site-header-menu';

function clearMockFlag(): void {
  try {
    window.sessionStorage.removeItem(MOCK_FLAG_KEY);
  } catch {
    // Session storage blocked: there is no flag to clear.
  }
}

/** Exit, save-and-exit and "My application", for an applicant on a private page. */
function ApplicationActions({ onAction }: { onAction?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const saveAndExit = () => {
    clearMockFlag();
    onAction?.();
    void navigate(paths.contact.getHref());
  };
  return (
    <nav className="site-header__actions" aria-label={t('header.actionsLabel')}>
      <div className="site-header__actions-inner">
        <Link className="site-header__action" to={paths.myApplication.getHref()} onClick={onAction}>
          {t('header.myApplication')}
        </Link>
        <button type="button" className="site-header__action" onClick={saveAndExit}>
          {t('header.saveAndExit')}
        </button>
        <Link
          className="site-header__action site-header__action--exit"
          to={paths.logout.getHref()}
          onClick={onAction}
        >
          {t('header.exit')}
        </Link>
      </div>
    </nav>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      className="site-header__menu-icon"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5.5h14M3 10h14M3 14.5h14" />}
    </svg>
  );
}

/**
 * Phones (decision 209): the header holds the logo and one menu button, a disclosure
 * (aria-expanded, aria-controls) whose panel carries the display settings, the language and, on
 * a private page, the applicant's actions. Escape closes it and returns the focus to the button;
 * it closes on a page change too, so the next page opens with it folded.
 */
function HeaderMenu({ path, isPrivate }: { path: string; isPrivate: boolean }) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  // The path it was opened on: another path (a link in the panel, the browser) folds it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div className="site-header__menu" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="site-header__menu-button"
        aria-expanded={open}
        aria-controls={MENU_PANEL_ID}
        onClick={() => setOpenOn(open ? null : path)}
      >
        <MenuIcon open={open} />
        {t('header.menu')}
      </button>
      <div id={MENU_PANEL_ID} className="site-header__menu-panel" hidden={!open}>
        {open && (
          <>
            <div className="site-header__menu-tools">
              <DisplaySettingsControls />
              <LanguageSwitch />
            </div>
            {isPrivate && <ApplicationActions onAction={() => close(false)} />}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * spec 1 §2, spec 3 §2: the logo links to the bank's public site, the portal's title is there for
 * screen readers (not a heading: the page's own title is its only h1, decision 207), then the
 * display settings and the language; on the private pages the applicant's actions. On a phone
 * these sit in one menu (decision 209). Light sign-up pages leave out the decorative image.
 */
export function SiteHeader({ path }: { path: string }) {
  const t = useT();
  const { name } = useBankNames();
  const compact = useMediaQuery(COMPACT_HEADER_QUERY);
  const isPrivate = isPrivatePath(path);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a
          className="site-header__logo"
          href={bankSiteUrl()}
          aria-label={t('frame.logoLabel', { bank: name })}
        >
          <BankMark />
          <span className="site-header__name">{name}</span>
        </a>
        <p className="visually-hidden">{t('frame.portalTitle')}</p>
        {compact ? (
          <HeaderMenu path={path} isPrivate={isPrivate} />
        ) : (
          <div className="site-header__tools">
            <DisplaySettingsControls />
            <LanguageSwitch />
          </div>
        )}
      </div>
      {isPrivate && !compact && <ApplicationActions />}
      {!omitsHeaderImage(path) && <div className="site-header__image" aria-hidden="true" />}
    </header>
  );
}
