import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { LoadingIndicator } from './loading-indicator';

/**
 * Full-screen mask while any query or mutation is pending (spec 1 §2 "Page frame"). The status
 * region stays in the document so that assistive technology announces the label when it appears.
 * It lives in the server-state layer (app/server-state.tsx), which loads after the first paint.
 */
export function LoadingMask() {
  const isLoading = useIsFetching() + useIsMutating() > 0;
  return <div role="status">{isLoading && <LoadingIndicator />}</div>;
}
