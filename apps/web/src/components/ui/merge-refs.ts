import type { Ref, RefCallback } from 'react';

/**
 * One ref callback that feeds several refs: a component's own ref and the one its caller passes
 * (react-hook-form's `register` gives a callback ref). React 19 calls the returned cleanup instead
 * of calling the callback with null.
 */
export function mergeRefs<T>(...refs: readonly (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        return typeof cleanup === 'function' ? cleanup : () => void ref(null);
      }
      if (ref) {
        ref.current = node;
        return () => {
          ref.current = null;
        };
      }
      return () => undefined;
    });
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  };
}
