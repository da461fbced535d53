import { Outlet } from 'react-router';
import { LoadingMask } from './loading-mask';
import { NotificationBanner } from './notification-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import './page-frame.css';

/**
 * spec 1 §2 "Page frame": header, routed content, footer, notification banner and loading mask.
 * Still to come with their features: the exit and save-and-exit buttons, the accessibility
 * switches, hiding header and footer on some paths, and the video overlay.
 */
export function PageFrame() {
  return (
    <div className="page-frame">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="page-frame__main" tabIndex={-1}>
        <div className="page-frame__content">
          <NotificationBanner />
          <Outlet />
        </div>
      </main>
      <SiteFooter />
      <LoadingMask />
    </div>
  );
}
