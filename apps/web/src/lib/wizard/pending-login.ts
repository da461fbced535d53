import { isUid } from './session-cookies';

/**
 * spec 1 §2 beforeSecureLogin and the login form: a sign-in waiting for its one-time code (the otp
 * flag plus the numeric uid), kept for the browser tab's session.
 */
const STORAGE_KEY = 'pendingOtpLogin';

interface PendingLogin {
  readonly otp: true;
  readonly uid: string;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The uid of the sign-in waiting for its code, or null. */
export function readPendingLogin(): string | null {
  const raw = sessionStore()?.getItem(STORAGE_KEY) ?? null;
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingLogin> | null;
    return value?.otp === true && isUid(value.uid) ? value.uid : null;
  } catch {
    return null;
  }
}

export function storePendingLogin(uid: string): void {
  const value: PendingLogin = { otp: true, uid };
  try {
    sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage blocked: the code screen asks to sign in again.
  }
}

export function clearPendingLogin(): void {
  try {
    sessionStore()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
