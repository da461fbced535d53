import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { afterPaint } from './after-paint';

/**
 * A value typed key by key (a form's draft), held outside React's state: what shows it renders
 * with every key, and what only follows from it renders once the key's frame is painted
 * (decision 311).
 */
export interface ValueStore<T> {
  readonly get: () => T;
  readonly set: (next: T) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value now: for what shows it (the box typed into), rendered with every key. */
export function useStoreValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}

/**
 * The store's value once the frame that shows a change is painted, in a transition the next key
 * may interrupt: for what follows from it (a check, the figures), so a key's frame carries only
 * the box.
 */
export function useStoreValueAfterPaint<T>(store: ValueStore<T>): T {
  const [painted, setPainted] = useState(store.get);
  useEffect(() => {
    let cancel = () => {};
    const follow = () => {
      cancel();
      cancel = afterPaint(() => startTransition(() => setPainted(store.get())));
    };
    const unsubscribe = store.subscribe(follow);
    // A change made before the subscription is followed too (else it sets the same value: nothing).
    follow();
    return () => {
      cancel();
      unsubscribe();
    };
  }, [store]);
  return painted;
}
