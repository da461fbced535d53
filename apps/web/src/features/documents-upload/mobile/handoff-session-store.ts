import { ZHandoffSession, type THandoffSession } from '@onboarding/domain';

const KEY = 'handoff-session';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The phone's hand-off session as the exchange answered it, kept for this browser tab: the later
 * mobile pages (and a reload after a lost connection) carry no token in their address. The
 * credential itself is the server's HttpOnly hand-off cookie; this only says which hand-off.
 */
export function storeHandoffSession(session: THandoffSession): void {
  storage()?.setItem(KEY, JSON.stringify(session));
}

/** The stored session as text (compared cheaply on each render; parsed only when it changes). */
export function readHandoffSessionText(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function parseHandoffSession(raw: string | null): THandoffSession | null {
  if (raw === null) return null;
  try {
    const parsed = ZHandoffSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readHandoffSession(): THandoffSession | null {
  return parseHandoffSession(readHandoffSessionText());
}
