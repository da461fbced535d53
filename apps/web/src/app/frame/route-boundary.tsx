import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isChunkLoadError, retryFailedChunks } from '../../lib/chunks/lazy-component';
import { ServerState } from '../server-state';
import { PageLoading } from './loading-indicator';
import { ChunkError, RouteError } from './route-error';

interface RouteErrorBoundaryProps {
  /** When it changes (another route), a caught error is forgotten and the children render again. */
  readonly resetKey: string;
  /** How "Try again" gives up on importing a chunk again: a full reload (tests pass a spy). */
  readonly reload?: () => void;
  readonly children: ReactNode;
}

type Failure = 'none' | 'render' | 'chunk';

interface RouteErrorBoundaryState {
  readonly failure: Failure;
  readonly resetKey: string;
  /** How often "Try again" has imported a failed chunk again under this key. */
  readonly retries: number;
}

/**
 * Re-imports before the page is reloaded. Browsers that follow whatwg/html#10327 fetch a failed
 * module again on the next import(); older ones remember the failure for the page's lifetime, and
 * only a reload gets the chunk then.
 */
const REIMPORTS_BEFORE_RELOAD = 1;

/**
 * Catches what a page throws while loading or rendering. A page chunk that did not arrive shows
 * ChunkError with "Try again", which mounts the page afresh and so imports the chunk again
 * (lib/chunks/lazy-component.ts); anything else shows RouteError inside the frame.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = {
    failure: 'none',
    resetKey: this.props.resetKey,
    retries: 0,
  };

  // React itself reports the error (console.error); the boundary only swaps the content.
  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failure: isChunkLoadError(error) ? 'chunk' : 'render' };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failure: 'none', resetKey: props.resetKey, retries: 0 };
  }

  private readonly retry = () => {
    if (this.state.retries >= REIMPORTS_BEFORE_RELOAD) {
      (this.props.reload ?? (() => window.location.reload()))();
      return;
    }
    retryFailedChunks();
    this.setState((state) => ({ failure: 'none', retries: state.retries + 1 }));
  };

  override render() {
    switch (this.state.failure) {
      case 'chunk':
        return <ChunkError onRetry={this.retry} />;
      case 'render':
        return <RouteError />;
      case 'none':
        return this.props.children;
    }
  }
}

/**
 * The pathless layer of the route table inside the frame: the server-state layer (TanStack Query,
 * loading mask; its cache outlives a page's failure), the error boundary, and the fallback while a
 * page's code downloads (main.tsx loads the first page's before the first render, so the fallback
 * shows only on later pages).
 */
export function RouteBoundary() {
  const { pathname } = useLocation();
  return (
    <ServerState>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </ServerState>
  );
}
