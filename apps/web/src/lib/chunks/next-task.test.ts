import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOneNextTask, nextTask } from './next-task';

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

describe('inOneNextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs what one task gives it in one next task, in order, and starts again after', async () => {
    const yieldToBrowser = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    const schedule = inOneNextTask();
    const ran: string[] = [];
    schedule(() => ran.push('first'));
    schedule(() => ran.push('second'));
    schedule(() => ran.push('third'));
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual(['first', 'second', 'third']));
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);

    schedule(() => ran.push('later'));
    await vi.waitFor(() => expect(ran).toHaveLength(4));
    expect(yieldToBrowser).toHaveBeenCalledTimes(2);
  });

  it('runs the rest when one throws, and reports the error as uncaught', async () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const schedule = inOneNextTask();
    const ran: string[] = [];
    const failure = new Error('a listener failed');
    schedule(() => {
      throw failure;
    });
    schedule(() => ran.push('after'));
    await vi.waitFor(() => expect(ran).toEqual(['after']));
    expect(reported).toHaveBeenCalledExactlyOnceWith(failure);
  });
});
