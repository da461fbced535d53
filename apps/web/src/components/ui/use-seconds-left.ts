import { useEffect, useState } from 'react';

/** Whole seconds until `until` (an ISO time), counted down every second; 0 once passed or null. */
export function useSecondsLeft(until: string | null, clock: () => number = Date.now): number {
  const target = until === null ? 0 : new Date(until).getTime();
  const [now, setNow] = useState(clock);
  const left = Math.max(0, Math.ceil((target - now) / 1000));
  useEffect(() => {
    // A first reading at once: the last may be from before this code was sent.
    const first = setTimeout(() => setNow(clock()), 0);
    const timer = setInterval(() => setNow(clock()), 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [target, clock]);
  return left;
}
