import { Outlet } from 'react-router';
import { NotificationBanner } from './notification-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import './page-frame.css';

/**
 * spec 1 §2 "Page frame": header, routed content, footer and notification banner. The loading mask
 * comes with the server-state layer inside the routed content (app/server-state.tsx).
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
    </div>
  );
}
