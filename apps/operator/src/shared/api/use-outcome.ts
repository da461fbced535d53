import { useT } from '@onboarding/web-shell';
import { useState } from 'react';
import { failureKey, isStaffApiError } from './api-error';

/** The result of a screen's last action, said in its live region. */
export type ConsoleOutcome = { readonly tone: 'success' | 'error'; readonly text: string };

/**
 * A screen's outcome message: what the last action did, or why a call failed. A 401 is not said
 * here: the query client ends the session and the sign-in shows (app/server-state.tsx).
 */
export function useOutcome() {
  const t = useT();
  const [outcome, setOutcome] = useState<ConsoleOutcome | null>(null);
  const failed = (error: unknown) => {
    if (isStaffApiError(error) && error.status === 401) return;
    setOutcome({ tone: 'error', text: t(failureKey(error)) });
  };
  return { outcome, setOutcome, failed };
}

/** A read that failed (not a 401, which signs out), as the screen's outcome message. */
export function readFailure(error: unknown, t: ReturnType<typeof useT>): ConsoleOutcome | null {
  if (error === null || (isStaffApiError(error) && error.status === 401)) return null;
  return { tone: 'error', text: t(failureKey(error)) };
}
