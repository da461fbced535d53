import type { Language } from '@onboarding/domain';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../storage-keys';

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface LanguageStorageTarget {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly document: Pick<Document, 'cookie'> & { readonly location: Pick<Location, 'protocol'> };
}

function browserTarget(): LanguageStorageTarget {
  return { storage: safeLocalStorage(), document };
}

/** Local storage throws in some private modes and when cookies are blocked; treat it as absent. */
function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The stored choice: local storage first, then the cookie (the cookie also lets the server see the
 * language, e.g. for e-mails it sends).
 */
export function readStoredLanguage(target: LanguageStorageTarget = browserTarget()): string | null {
  let stored: string | null = null;
  try {
    stored = target.storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  return stored ?? readCookie(target.document.cookie, LANGUAGE_COOKIE);
}

export function storeLanguage(
  language: Language,
  target: LanguageStorageTarget = browserTarget(),
): void {
  try {
    target.storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or blocked: the cookie below still carries the choice.
  }
  const secure = target.document.location.protocol === 'https:' ? '; Secure' : '';
  target.document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
