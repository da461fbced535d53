import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What asking the browser for its position led to. The three failures are spec 3 §8's: not
 * supported by the browser, disabled or not allowed, unable to get the current position (a
 * timeout is one of those).
 */
export type GeolocationStatus =
  'IDLE' | 'LOCATING' | 'FOUND' | 'NOT_SUPPORTED' | 'DENIED' | 'UNAVAILABLE';

export interface Position {
  readonly lat: number;
  readonly lon: number;
}

/** The browser's own limit once the person has allowed it. */
export const LOCATE_TIMEOUT_MS = 10_000;
/**
 * Our limit on the whole attempt: the browser's timeout only starts after the permission prompt
 * is answered, and a prompt left open must not leave the control spinning for ever.
 */
export const LOCATE_GIVE_UP_MS = 20_000;
/** A position from the last five minutes is good enough to order branches. */
const MAXIMUM_AGE_MS = 5 * 60_000;

/**
 * Three decimals (about 100 m): enough to order branches, and no more of the person's position
 * than that leaves the browser.
 */
function coarse(value: number): number {
  return Math.round(value * 1000) / 1000;
}

const PERMISSION_DENIED = 1;

/** Asks the browser's geolocation once per call of `locate`, with a timeout; never throws. */
export function useGeolocation() {
  const [status, setStatus] = useState<GeolocationStatus>('IDLE');
  const [position, setPosition] = useState<Position | null>(null);
  const attempt = useRef(0);
  const giveUp = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      // An answer after the page is gone changes nothing.
      attempt.current += 1;
      clearTimeout(giveUp.current);
    },
    [],
  );

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (geolocation === undefined) {
      setStatus('NOT_SUPPORTED');
      return;
    }
    attempt.current += 1;
    const current = attempt.current;
    const settle = (next: GeolocationStatus, found: Position | null = null) => {
      if (attempt.current !== current) return;
      attempt.current += 1;
      clearTimeout(giveUp.current);
      setStatus(next);
      if (found !== null) setPosition(found);
    };
    setStatus('LOCATING');
    clearTimeout(giveUp.current);
    giveUp.current = setTimeout(() => settle('UNAVAILABLE'), LOCATE_GIVE_UP_MS);
    try {
      geolocation.getCurrentPosition(
        (found) =>
          settle('FOUND', {
            lat: coarse(found.coords.latitude),
            lon: coarse(found.coords.longitude),
          }),
        (error) => settle(error.code === PERMISSION_DENIED ? 'DENIED' : 'UNAVAILABLE'),
        { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
      );
    } catch {
      // Some embedded browsers throw instead of calling the error callback.
      settle('UNAVAILABLE');
    }
  }, []);

  return { status, position, locate };
}
