import { foldsFooter, hidesHeaderAndFooter, omitsFooter } from '@onboarding/domain/page-frame';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { trackPageView } from '../../lib/analytics/data-layer';
import { analyticsProduct } from '../../lib/analytics/product-store';
import { MAIN_CONTENT_ID, SkipLink, useBankNames, useLanguage, useT } from '@onboarding/web-shell';
import { RouteFocusProvider } from '../../components/page-heading/route-focus';
import { pageTitleKey } from '../../lib/i18n/page-title';
import { OVERLAY_HOST_ID } from '../../lib/overlay/overlay-host';
import { NotificationBanner } from './notification-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './page-frame.css';

/**
 * What happens on every route change (spec 1 §4: scroll to top; spec 3: a custompageview): the
 * document title names the page, the window scrolls to the top, the page view is pushed.
 */
function useRouteChange(pathname: string): void {
  const t = useT();
  const language = useLanguage();
  const { name } = useBankNames();
  const title = t(pageTitleKey(pathname));
  const documentTitle = t('frame.pageTitle', { page: title, bank: name });
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    document.title = documentTitle;
    // A page change scrolls; the first page of a load is where the browser put it, and setting
    // the scroll there would force a layout inside the first render's task (decision 306).
    if (shownPath.current !== null && shownPath.current !== pathname) {
      (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    }
    shownPath.current = pathname;
    trackPageView({ path: pathname, title, language, product: analyticsProduct() });
  }, [pathname, title, documentTitle, language]);
}

/**
 * spec 1 §2 "Page frame": header, routed content, footer and notification banner. The loading mask
 * comes with the server-state layer inside the routed content (app/server-state.tsx). The root,
 * the long-wait screen and the user-message pages hide header and footer. Each page's visible
 * title is its only h1 (PageHeading), which takes the focus after a page change (decision 207).
 */
export function PageFrame() {
  const { pathname } = useLocation();
  const framed = !hidesHeaderAndFooter(pathname);
  useRouteChange(pathname);

  return (
    <RouteFocusProvider path={pathname}>
      <div className={`page-frame${framed ? '' : ' page-frame--bare'}`}>
        <SkipLink />
        {framed && <SiteHeader path={pathname} />}
        <main id={MAIN_CONTENT_ID} className="page-frame__main" tabIndex={-1}>
          <div className="page-frame__content">
            <NotificationBanner />
            <Outlet />
          </div>
        </main>
        {!omitsFooter(pathname) && <SiteFooter path={pathname} foldable={foldsFooter(pathname)} />}
        {/* spec 3 §2: the interactive video overlay; filled by the video call's forms. */}
        <div id={OVERLAY_HOST_ID} className="page-frame__overlay" />
      </div>
    </RouteFocusProvider>
  );
}
