import { useT } from '@onboarding/web-shell';
import { useCallback, useEffect, useState } from 'react';
import { failureKey, isStaffApiError } from '../api/api-error';

export type ConsoleOutcome = { readonly tone: 'success' | 'error'; readonly text: string };

export interface ConsoleListOptions<T> {
  readonly fetch: () => Promise<T>;
  readonly onSessionEnded: () => void;
  /** Read again this often while the screen is open; only on demand when left out. */
  readonly refreshMs?: number;
}

/**
 * A console list read from the staff API: an ended session goes back to the sign-in, any other
 * failure is the screen's outcome message, in the same live region as its actions' results.
 */
export function useConsoleList<T>({ fetch, onSessionEnded, refreshMs }: ConsoleListOptions<T>) {
  const t = useT();
  const [list, setList] = useState<T | null>(null);
  const [outcome, setOutcome] = useState<ConsoleOutcome | null>(null);

  const failed = useCallback(
    (error: unknown) => {
      if (isStaffApiError(error) && error.status === 401) onSessionEnded();
      else setOutcome({ tone: 'error', text: t(failureKey(error)) });
    },
    [onSessionEnded, t],
  );

  const load = useCallback(() => {
    fetch().then(setList, failed);
  }, [fetch, failed]);

  useEffect(() => {
    load();
    if (refreshMs === undefined) return undefined;
    const timer = setInterval(load, refreshMs);
    return () => clearInterval(timer);
  }, [load, refreshMs]);

  return { list, outcome, setOutcome, failed, load };
}
