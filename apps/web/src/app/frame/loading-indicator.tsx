import { useT } from '@onboarding/web-shell';
import './loading-mask.css';

/** The spinner and its translated label, used by the loading mask and while code downloads. */
export function LoadingIndicator() {
  const t = useT();
  return (
    <div className="loading-mask">
      <span className="loading-mask__spinner" aria-hidden="true" />
      <span className="loading-mask__label">{t('common.loading')}</span>
    </div>
  );
}

/** Shown in place of a page while its code (or the server-state layer) is still downloading. */
export function PageLoading() {
  return (
    <div role="status">
      <LoadingIndicator />
    </div>
  );
}
