import {
  VARIANTS,
  getVariant,
  isLanguageOf,
  type Language,
  type VariantId,
} from '@onboarding/domain';

/*
 * The console follows the applicant app's language rules (decision 032) in a compact form: the
 * variant from <meta name="portal-variant">, then `language` query > stored choice > variant
 * default. Kept separate from apps/web, which an app must not import; when the console grows this
 * moves to a shared browser package.
 */

export type Variant = ReturnType<typeof getVariant>;

const STORAGE_KEY = 'language';

export function readVariant(doc: Document): Variant {
  const content = doc.querySelector('meta[name="portal-variant"]')?.getAttribute('content')?.trim();
  const id: VariantId = content && Object.hasOwn(VARIANTS, content) ? (content as VariantId) : 'si';
  return getVariant(id);
}

function readStoredLanguage(): string | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // Storage blocked: fall through to the cookie.
  }
  const cookie = document.cookie.split(';').find((part) => part.trim().startsWith('language='));
  return cookie ? decodeURIComponent(cookie.split('=')[1] ?? '') : null;
}

export function resolveLanguage(variant: Variant, location: Pick<Location, 'search'>): Language {
  const query = new URLSearchParams(location.search).get('language');
  for (const candidate of [query, readStoredLanguage()]) {
    if (candidate && isLanguageOf(variant, candidate)) return candidate;
  }
  return variant.defaultLanguage;
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // The cookie below still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `language=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Reloads without a `language` query parameter so that the stored choice applies. */
export function reloadInStoredLanguage(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.has('language')) {
    url.searchParams.delete('language');
    window.history.replaceState(window.history.state, '', url);
  }
  window.location.reload();
}
