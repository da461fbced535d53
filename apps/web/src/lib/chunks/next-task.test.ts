import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("settles after the current task's microtasks, in a task of its own", async () => {
    const order: string[] = [];
    const settled = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await settled;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
