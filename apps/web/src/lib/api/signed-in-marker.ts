/**
 * Whether this browser has had a signed-in applicant, so that a 401 can tell an ended session
 * (the sign-in form, with a calm note) from a visitor who never signed in (the first page, no
 * message). The server session itself is an HttpOnly cookie the page cannot read (DESIGN §3
 * "Sessions"); this flag holds no identifier, only that a session existed (decision 208).
 */
const SIGNED_IN_KEY = 'onboarding.signedIn';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (private mode, policy): every 401 reads as a visitor's.
    return null;
  }
}

/** Called when a call that needs a session (whoami, the prospect status) succeeds. */
export function markSignedIn(): void {
  try {
    storage()?.setItem(SIGNED_IN_KEY, '1');
  } catch {
    // Quota or policy: the flag is a nicety, the 401 still routes.
  }
}

export function wasSignedIn(): boolean {
  return storage()?.getItem(SIGNED_IN_KEY) === '1';
}

/** The session's end was told once; a later 401 is a visitor's again. */
export function forgetSignedIn(): void {
  storage()?.removeItem(SIGNED_IN_KEY);
}
