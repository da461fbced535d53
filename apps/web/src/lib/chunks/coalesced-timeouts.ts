import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

interface Pending {
  readonly at: number;
  readonly callback: TimeoutCallback;
}

/**
 * TanStack Query's timers on one timer of the browser's (`timeoutManager.setTimeoutProvider`,
 * which the library offers for this). Each query and observer keeps a stale and a garbage timer
 * and sets and clears them on every change: about eighty native calls on a private page's first
 * load, each recorded with its stack wherever the page is traced, for deadlines 30 s and 5 min
 * away (decision 306). Here a timer is an entry in a map, and the browser's timer is set again only
 * when a new deadline comes before the one it waits for. Intervals stay the browser's own.
 *
 * The browser's timer and clock are read when used, so a test's fake clock drives them.
 */
export function createCoalescedTimeouts(): TimeoutProvider {
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let armed: { readonly at: number; readonly timer: ReturnType<typeof setTimeout> } | null = null;
  // The latest deadline the browser's timer has reached: a clock that never runs behind the timer
  // (a test may fake the timers and not the date).
  let reached = 0;
  const now = () => Math.max(Date.now(), reached);

  const arm = () => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const entry of pending.values()) earliest = Math.min(earliest, entry.at);
    if (armed !== null && armed.at <= earliest) return;
    if (armed !== null) clearTimeout(armed.timer);
    armed = null;
    if (earliest === Number.POSITIVE_INFINITY) return;
    const at = earliest;
    armed = { at, timer: setTimeout(() => fire(at), Math.max(0, at - now())) };
  };

  const fire = (at: number) => {
    armed = null;
    reached = Math.max(reached, at);
    const time = now();
    const due = [...pending].filter(([, entry]) => entry.at <= time);
    due.sort(([, left], [, right]) => left.at - right.at);
    for (const [id] of due) pending.delete(id);
    arm();
    for (const [, entry] of due) entry.callback();
  };

  return {
    setTimeout: (callback, delay) => {
      lastId += 1;
      pending.set(lastId, { at: now() + Math.max(0, delay), callback });
      arm();
      return lastId;
    },
    clearTimeout: (id) => {
      if (id !== undefined) pending.delete(Number(id));
    },
    setInterval: (callback, delay) => Number(setInterval(callback, delay)),
    clearInterval: (id) => {
      if (id !== undefined) clearInterval(Number(id));
    },
  };
}
