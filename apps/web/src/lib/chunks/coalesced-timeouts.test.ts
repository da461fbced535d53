import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedTimeouts } from './coalesced-timeouts';

describe('createCoalescedTimeouts', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs each callback at its deadline, in deadline order, and never a cleared one', () => {
    vi.useFakeTimers();
    const timeouts = createCoalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('30 s'), 30_000);
    const cleared = timeouts.setTimeout(() => ran.push('cleared'), 10_000);
    timeouts.setTimeout(() => ran.push('5 s'), 5_000);
    timeouts.setTimeout(() => ran.push('5 min'), 300_000);
    timeouts.clearTimeout(cleared);

    vi.advanceTimersByTime(4_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['5 s']);
    vi.advanceTimersByTime(25_000);
    expect(ran).toEqual(['5 s', '30 s']);
    vi.advanceTimersByTime(270_000);
    expect(ran).toEqual(['5 s', '30 s', '5 min']);
  });

  it('keeps one timer of the browser for many later deadlines, and sets it again for an earlier one', () => {
    vi.useFakeTimers();
    const native = vi.spyOn(globalThis, 'setTimeout');
    const timeouts = createCoalescedTimeouts();
    const callback = vi.fn();
    for (let query = 0; query < 40; query += 1) {
      timeouts.clearTimeout(timeouts.setTimeout(callback, 30_000));
      timeouts.setTimeout(callback, 300_000);
    }
    expect(native).toHaveBeenCalledTimes(1);
    timeouts.setTimeout(callback, 1_000);
    expect(native).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300_000);
    expect(callback).toHaveBeenCalledTimes(41);
  });

  it('lets a callback set a timer of its own', () => {
    vi.useFakeTimers();
    const timeouts = createCoalescedTimeouts();
    const ran: number[] = [];
    timeouts.setTimeout(() => {
      ran.push(Date.now());
      timeouts.setTimeout(() => ran.push(Date.now()), 2_000);
    }, 1_000);
    const start = Date.now();
    vi.advanceTimersByTime(3_000);
    expect(ran.map((at) => at - start)).toEqual([1_000, 3_000]);
  });

  it('runs on time where only the timers are fake and the clock is not', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const timeouts = createCoalescedTimeouts();
    const callback = vi.fn();
    timeouts.setTimeout(callback, 60_000);
    vi.advanceTimersByTime(59_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
