import { useT } from '@onboarding/web-shell';
import './route-error.css';

/**
 * Error boundary of the routed content: the usual cause is a page chunk that no longer exists after
 * a deployment, which a reload fixes. The frame around it stays usable.
 */
export function RouteError({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT();
  return (
    <div className="route-error">
      <h2 className="route-error__title">{t('frame.routeError.title')}</h2>
      <p>{t('frame.routeError.text')}</p>
      <button type="button" className="route-error__button" onClick={reload}>
        {t('frame.routeError.reload')}
      </button>
    </div>
  );
}
