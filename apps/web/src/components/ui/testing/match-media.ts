import { vi } from 'vitest';

type Listener = (event: { matches: boolean; media: string }) => void;

export interface FakeMedia {
  /** Sets the window width that `(max-width: …)` and `(min-width: …)` queries are evaluated with. */
  setWidth(width: number): void;
  setReducedMotion(reduced: boolean): void;
}

/**
 * A `window.matchMedia` for jsdom (which has none) that understands `(max-width: Npx)`,
 * `(min-width: Npx)` and `(prefers-reduced-motion: reduce)`, and fires `change` when the fake
 * window changes. Undo with `vi.unstubAllGlobals()`.
 */
export function installMatchMedia(initial: { width?: number; reducedMotion?: boolean } = {}) {
  const state = { width: initial.width ?? 1280, reducedMotion: initial.reducedMotion ?? false };
  const listeners = new Map<string, Set<Listener>>();

  const evaluate = (query: string): boolean => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    if (max?.[1]) return state.width <= Number(max[1]);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    if (min?.[1]) return state.width >= Number(min[1]);
    if (query.includes('prefers-reduced-motion: reduce')) return state.reducedMotion;
    return false;
  };

  const notify = () => {
    for (const [query, set] of listeners) {
      for (const listener of set) listener({ matches: evaluate(query), media: query });
    }
  };

  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return evaluate(query);
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => {
      const set = listeners.get(query) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(query, set);
    },
    removeEventListener: (_type: string, listener: Listener) => {
      listeners.get(query)?.delete(listener);
    },
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal('innerWidth', state.width);

  const media: FakeMedia = {
    setWidth(width) {
      state.width = width;
      vi.stubGlobal('innerWidth', width);
      notify();
    },
    setReducedMotion(reduced) {
      state.reducedMotion = reduced;
      notify();
    },
  };
  return media;
}
