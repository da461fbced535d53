import { useEffect, useState } from 'react';

/** The current time, refreshed every second while `active` (countdowns). */
export function useNow(active: boolean, clock: () => number = Date.now): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (!active) return;
    // The first reading at once: the state may be from long before the countdown started.
    const first = setTimeout(() => setNow(clock()), 0);
    const timer = setInterval(() => setNow(clock()), 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, clock]);
  return now;
}
