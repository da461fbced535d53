import { useT } from '@onboarding/web-shell';
import { PageHeading } from '../../components/page-heading/page-heading';
import './route-error.css';

/**
 * Error boundary of the routed content: a page that broke while rendering. Its title stands in for
 * the page's, as the page's h1 (decision 207). A reload is the one remedy offered; the frame around
 * it stays usable.
 */
export function RouteError({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT();
  return (
    <div className="route-error">
      <PageHeading className="route-error__title">{t('frame.routeError.title')}</PageHeading>
      <p>{t('frame.routeError.text')}</p>
      <button type="button" className="route-error__button" onClick={reload}>
        {t('frame.routeError.reload')}
      </button>
    </div>
  );
}

/**
 * A page's code that did not arrive (the connection dropped, decision 193): said in the page's
 * language, with a button that loads it again. The message is announced (role="alert"), since it
 * replaces a loading indicator the applicant may have been waiting on.
 */
export function ChunkError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="route-error" role="alert">
      <PageHeading className="route-error__title">{t('frame.chunkError.title')}</PageHeading>
      <p>{t('frame.chunkError.text')}</p>
      <button type="button" className="route-error__button" onClick={onRetry}>
        {t('frame.chunkError.retry')}
      </button>
    </div>
  );
}
