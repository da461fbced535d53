import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createValueStore, useStoreValue, useStoreValueAfterPaint } from './value-store';

describe('value store', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const afterTheFrame = () =>
    act(() => {
      vi.advanceTimersToNextFrame();
      // The timer's delay: 0 ms, counted as 1 ms by the fake clock as by browsers.
      vi.advanceTimersByTime(1);
    });

  it('tells its readers of a change, and not of the same value again', () => {
    const store = createValueStore('a');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('ab');
    store.set('ab');
    expect(store.get()).toBe('ab');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('abc');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives a change at once to what shows it, and after the next frame to what follows', () => {
    const store = createValueStore('a');
    const now = renderHook(() => useStoreValue(store));
    const later = renderHook(() => useStoreValueAfterPaint(store));
    afterTheFrame();
    act(() => store.set('ab'));
    expect(now.result.current).toBe('ab');
    expect(later.result.current).toBe('a');
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(later.result.current).toBe('a');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(later.result.current).toBe('ab');
  });

  it('follows only the last of the changes made before a frame, and none once unmounted', () => {
    const store = createValueStore(1);
    const later = renderHook(() => useStoreValueAfterPaint(store));
    afterTheFrame();
    act(() => {
      store.set(2);
      store.set(3);
    });
    afterTheFrame();
    expect(later.result.current).toBe(3);
    act(() => store.set(4));
    expect(vi.getTimerCount()).toBe(1);
    later.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
