import { useT } from '@onboarding/web-shell';
import {
  bannerStore,
  useBannerMessages,
  type BannerStore,
} from '../../lib/notifications/banner-store';
import './notification-banner.css';

/**
 * Shows the first message of the banner queue (spec 3 §2) with its status, optional description
 * and link, and a close button. The live region is always present so screen readers announce a
 * message when it appears.
 */
export function NotificationBanner({ store = bannerStore }: { store?: BannerStore }) {
  const t = useT();
  const [message] = useBannerMessages(store);

  return (
    <div className="notification-banner" aria-live="polite">
      {message && (
        <div
          className={`notification-banner__message notification-banner__message--${message.status}`}
        >
          <p className="notification-banner__text">
            <span className="visually-hidden">{t(`frame.banner.status.${message.status}`)} </span>
            {t(message.text)}
          </p>
          {message.description && (
            <p className="notification-banner__description">
              {t(message.description, message.descriptionValues)}
            </p>
          )}
          {message.anchor && (
            <a className="notification-banner__anchor" href={message.anchor.href}>
              {t(message.anchor.label)}
            </a>
          )}
          <button
            type="button"
            className="notification-banner__close"
            aria-label={t('frame.banner.close')}
            onClick={() => store.close(message.id)}
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3.5 3.5l9 9m0-9l-9 9" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
