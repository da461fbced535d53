import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from './loading-indicator';
import { RouteError } from './route-error';

// Requested as soon as the entry runs, in parallel with the catalogue, but not part of the entry
// chunk: the frame's first paint does not wait for it (decision 034). A failed download surfaces
// through the lazy component in the error boundary, not as an unhandled rejection before that.
const serverStateModule = import('../server-state');
serverStateModule.catch(() => undefined);
const ServerState = lazy(() =>
  serverStateModule.then((module) => ({ default: module.ServerState })),
);

interface RouteErrorBoundaryProps {
  /** When it changes (another route), a caught error is forgotten and the children render again. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  readonly failed: boolean;
  readonly resetKey: string;
}

/**
 * Catches what a page throws while loading or rendering, e.g. a page chunk that no longer exists
 * after a deployment, and shows RouteError inside the frame.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  // React itself reports the error (console.error); the boundary only swaps the content.
  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The pathless layer of the route table inside the frame: the error boundary, the fallback while
 * code downloads, and the lazily loaded server-state layer (TanStack Query, loading mask).
 */
export function RouteBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <ServerState>
          <Outlet />
        </ServerState>
      </Suspense>
    </RouteErrorBoundary>
  );
}
