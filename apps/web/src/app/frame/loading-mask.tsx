import { showsLoadingMask } from '@onboarding/domain/page-frame';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { LoadingIndicator } from './loading-indicator';

/**
 * Full-screen mask while any query or mutation is pending (spec 1 §2 "Page frame"), except on the
 * SalaryStmt step, which shows its own progress, and for background checks (queries with
 * `meta.background`, such as the opening hours reloaded on each route). The status region stays
 * in the document so that assistive technology announces the label when it appears. It lives in
 * the server-state layer (app/server-state.tsx).
 */
export function LoadingMask() {
  const { pathname } = useLocation();
  const fetching = useIsFetching({ predicate: (query) => query.meta?.background !== true });
  const mutating = useIsMutating();
  const visible = showsLoadingMask(fetching + mutating > 0, pathname);
  return <div role="status">{visible && <LoadingIndicator />}</div>;
}
