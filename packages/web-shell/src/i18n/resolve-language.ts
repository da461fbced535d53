import { isLanguageOf, type Language } from '@onboarding/domain';
import type { Variant } from '../variant/read-variant';

export interface LanguageSources {
  /** The `language` query parameter, if the URL has one. */
  readonly query: string | null;
  /** The applicant's earlier choice (local storage or the `language` cookie). */
  readonly stored: string | null;
}

/**
 * The language the portal shows: the `language` query parameter if it is a language of the
 * variant (links in e-mails carry it, spec 1 §2), else the stored choice, else the variant's
 * default. A language outside the variant (sq in the Slovenian variant) is ignored.
 */
export function resolveLanguage(variant: Variant, sources: LanguageSources): Language {
  for (const candidate of [sources.query, sources.stored]) {
    if (candidate && isLanguageOf(variant, candidate)) return candidate;
  }
  return variant.defaultLanguage;
}

/**
 * Reads `language` from the real query string or from the query part of the hash route
 * (`/onboarding/?language=en#/` and `/onboarding/#/lightsignup?language=en` both work).
 */
export function readLanguageQuery(location: Pick<Location, 'search' | 'hash'>): string | null {
  const hashQuery = location.hash.includes('?')
    ? location.hash.slice(location.hash.indexOf('?'))
    : '';
  return (
    new URLSearchParams(hashQuery).get('language') ??
    new URLSearchParams(location.search).get('language')
  );
}
