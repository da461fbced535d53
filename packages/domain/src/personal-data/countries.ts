import { COUNTRY_NAMES } from '../../data/country-names';
import { sortByText } from '../format/collate';
import type { Language } from '../variants';
import { COUNTRY_CODES } from './country-codes';

/*
 * ISO 3166-1 countries with their names in the portal's languages, generated from the sl, en and
 * sq locale files of i18n-iso-countries (packages/domain/data/generate-country-names.mjs): the
 * names of the one country list (decision 197), for the personal data lookups and the sign-up's
 * dialling codes alike.
 */

export { COUNTRY_CODES, isCountryCode } from './country-codes';

/** The official short name of a country in a language ("Slovenija"); the code when unknown. */
export function countryName(code: string, language: Language): string {
  const names: Readonly<Record<string, string>> = COUNTRY_NAMES[language];
  return names[code] ?? code;
}

export interface CountryOption {
  readonly code: string;
  readonly name: string;
}

/** The country list of a language, sorted by name in that language's alphabet (decision 239). */
export function countryOptions(language: Language): CountryOption[] {
  return sortByText(
    COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })),
    (country) => country.name,
    language,
  );
}
