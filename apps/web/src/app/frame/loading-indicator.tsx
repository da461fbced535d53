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

/** In place of a page while its code downloads (not on the first page: decision 192). */
export function PageLoading() {
  return (
    <div role="status">
      <LoadingIndicator />
    </div>
  );
}
