import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import './loading-mask.css';

/** The spinner and its translated label; also the fallback while a lazy page first loads. */
export function LoadingIndicator() {
  const { t } = useTranslation();
  return (
    <div className="loading-mask">
      <span className="loading-mask__spinner" aria-hidden="true" />
      <span className="loading-mask__label">{t('common.loading')}</span>
    </div>
  );
}

/**
 * Full-screen mask while any query or mutation is pending (spec 1 §2 "Page frame"). The status
 * region stays in the document so that assistive technology announces the label when it appears.
 */
export function LoadingMask() {
  const isLoading = useIsFetching() + useIsMutating() > 0;
  return <div role="status">{isLoading && <LoadingIndicator />}</div>;
}

/** Shown in place of a page while its code is still downloading on the first visit. */
export function PageLoading() {
  return (
    <div role="status">
      <LoadingIndicator />
    </div>
  );
}
