import type { ReactNode } from 'react';
import { useBankNames } from '@onboarding/web-shell';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context';
import { bankSiteUrl } from '../../../lib/variant/read-bank-site';
import { PageHeading } from '../../../components/page-heading/page-heading';
import './message-layout.css';

export type MessageTone = 'info' | 'success' | 'warning' | 'error';

const TONE_ICONS: Record<MessageTone, string> = {
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5',
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l2.8 2.8L16.5 9',
  warning: 'M12 3.5 2.5 20h19zM12 10v4.5M12 17.5v.5',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
};

export interface MessageLayoutProps {
  readonly tone: MessageTone;
  readonly title: string;
  readonly children?: ReactNode;
  /** The page's next steps: links and buttons, the main one first. */
  readonly actions?: ReactNode;
}

/**
 * A user-message page (spec 1 §2 /usermessages): the header and footer are hidden there, so the
 * card carries the bank's mark (a link to its site), a status icon, the title and the text.
 */
export function MessageLayout({ tone, title, children, actions }: MessageLayoutProps) {
  const t = useT();
  const { name } = useBankNames();
  return (
    <article className={`step-card message-layout message-layout--${tone}`}>
      <a
        className="message-layout__brand"
        href={bankSiteUrl()}
        aria-label={t('frame.logoLabel', { bank: name })}
      >
        <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="7" className="message-layout__brand-tile" />
          <path
            className="message-layout__brand-glyph"
            d="M6 13 16 6l10 7v2H6zM8 17h3v7H8zm6.5 0h3v7h-3zM21 17h3v7h-3zM6 25h20v2H6z"
          />
        </svg>
        <span>{name}</span>
      </a>
      <svg
        className="message-layout__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d={TONE_ICONS[tone]} />
      </svg>
      <PageHeading className="message-layout__title">{title}</PageHeading>
      <div className="message-layout__body">{children}</div>
      {actions ? <div className="message-layout__actions">{actions}</div> : null}
    </article>
  );
}

export interface ActionLinkProps {
  readonly to: string;
  readonly children: ReactNode;
  readonly variant?: 'primary' | 'secondary';
}

/** A page change that looks like a button (the message pages' next steps). */
export function ActionLink({ to, children, variant = 'primary' }: ActionLinkProps) {
  return (
    <Link className={`message-action message-action--${variant}`} to={to}>
      {children}
    </Link>
  );
}

/** A link out of the portal to the bank's public site. */
export function BankSiteLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const t = useT();
  return (
    <a className={`message-action message-action--${variant}`} href={bankSiteUrl()}>
      {t('userMessages.common.toBankSite')}
    </a>
  );
}
