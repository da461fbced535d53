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

/** "2:05" for 125 seconds; never negative. */
export function minutesAndSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
