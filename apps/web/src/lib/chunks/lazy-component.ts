import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A page's code that did not arrive: the connection dropped, or the chunk is gone after a
 * deployment. The route boundary shows the retry message for it (decision 193), not the generic
 * error of a page that broke while rendering.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(cause: unknown) {
    super('A page chunk could not be loaded', { cause });
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** A component that loads its own chunk, and can be asked to load it early (never rejects). */
export type LazyComponent<P extends object> = ComponentType<P> & {
  readonly preload: () => Promise<void>;
};

/** A page of the route table (no props): its own chunk. */
export type LazyPage = LazyComponent<object>;

const preloaders = new WeakMap<object, () => Promise<void>>();

/** What "Try again" does for each component whose chunk failed: a fresh download on next mount. */
const retries = new Set<() => void>();

/** Lets the components whose chunk failed import it again when they next mount ("Try again"). */
export function retryFailedChunks(): void {
  for (const retry of retries) retry();
  retries.clear();
}

/**
 * A component from a lazily loaded chunk (`React.lazy` underneath). Unlike a bare `React.lazy`:
 * - `preload()` starts the download early (main.tsx does it for the first page, in parallel with
 *   the catalogue) and a component whose code is already here renders at once, without the
 *   Suspense fallback;
 * - a failed download surfaces as a ChunkLoadError, and after retryFailedChunks() (the boundary's
 *   "Try again") the next mount imports the chunk again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  function fetchComponent(): Promise<ComponentType<P>> {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // Kept until "Try again": React renders a failed tree once more before the boundary shows,
        // and that render must throw the same failure, not start another download.
        retries.add(() => {
          pending = undefined;
          Fallback = lazyFallback();
        });
        throw new ChunkLoadError(error);
      },
    );
    return pending;
  }

  const lazyFallback = () => lazy(async () => ({ default: await fetchComponent() }));
  let Fallback = lazyFallback();

  function Lazy(props: P) {
    // Chosen once per mount, so a chunk arriving later never swaps the component (and its state).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Fallback);
    return createElement(Component, props);
  }
  // Never rejects: a failed chunk is reported by the route boundary when the component renders.
  const preload = () =>
    fetchComponent().then(
      () => undefined,
      () => undefined,
    );
  preloaders.set(Lazy, preload);
  return Object.assign(Lazy, { preload });
}

/** A named export of a lazily loaded module as a page of the route table (decision 034). */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  return lazyComponent<object>(async () => (await load())[name]);
}

/**
 * Starts loading the chunks of the pages in `elements` (route elements) and settles when they are
 * here. It never rejects: a failed chunk is reported by the route boundary when the page renders.
 */
export function preloadElements(elements: readonly ReactNode[]): Promise<void> {
  const loads = elements.map((element) => {
    const type: unknown =
      typeof element === 'object' && element !== null && 'type' in element ? element.type : null;
    const preload = typeof type === 'function' ? preloaders.get(type) : undefined;
    return preload ? preload() : Promise.resolve();
  });
  return Promise.all(loads).then(() => undefined);
}
