import metadata from 'libphonenumber-js/mobile/metadata';
import type { CountryCode } from 'libphonenumber-js/mobile';
import { sortByText } from './format/collate';
import { countryName } from './personal-data/countries';
import type { Language } from './variants';

/*
 * The dialling codes of the national-prefix selects (spec 2 §5), from one source: the calling
 * codes of libphonenumber-js's metadata (MIT licence, github.com/catamphetamine/libphonenumber-js,
 * carrying Google's libphonenumber data, Apache 2.0), each named by the territories that dial it
 * (decision 239). A new or moved code arrives with a package update instead of a hand-kept list.
 */

/** One calling code and the territories that use it, the code's main territory first. */
export interface DialCode {
  /** "+386". */
  readonly prefix: string;
  /** ISO 3166-1 alpha-2 codes, or libphonenumber's AC (Ascension) and TA (Tristan da Cunha). */
  readonly territories: readonly CountryCode[];
}

/**
 * Territories with a calling code of their own that ISO 3166-1 counts as part of another (both
 * of Saint Helena): named here in the portal's languages (CLDR's names), as ISO lists no name.
 */
const TERRITORY_NAMES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  AC: { sl: 'Otok Ascension', en: 'Ascension Island', sq: 'Ishulli Asenshion' },
  TA: { sl: 'Tristan da Cunha', en: 'Tristan da Cunha', sq: 'Tristan-da-Kuna' },
};

/** A territory's name in a language: the country list's, or the table above for AC and TA. */
export function territoryName(code: string, language: Language): string {
  return TERRITORY_NAMES[code]?.[language] ?? countryName(code, language);
}

/** Every geographic calling code in numeric order ("+1" to "+998"). */
export const DIAL_CODES: readonly DialCode[] = Object.entries(metadata.country_calling_codes)
  .map(([code, territories]) => ({ prefix: `+${code}`, territories }))
  .sort((a, b) => Number(a.prefix.slice(1)) - Number(b.prefix.slice(1)));

/** Names shown in one option before it is cut short ("United States of America, American Samoa, …"). */
const NAMES_PER_OPTION = 3;

export interface DialCodeOption {
  readonly value: string;
  /** "Slovenia (+386)", "Réunion, Mayotte (+262)", "United States, … (+1)". */
  readonly label: string;
}

/**
 * The options of a dialling-code select in a language, one per code, in the language's
 * alphabetical order of their labels. A code is named by its main territory (libphonenumber's
 * first: the United States for +1, Russia for +7), then the others that share it in alphabetical
 * order, at most three names.
 */
export function dialCodeOptions(language: Language): DialCodeOption[] {
  const options = DIAL_CODES.map(({ prefix, territories }) => {
    const [main = '', ...others] = territories.map((code) => territoryName(code, language));
    const names = [main, ...sortByText(others, (name) => name, language)];
    const more = names.length > NAMES_PER_OPTION ? ', …' : '';
    return {
      value: prefix,
      label: `${names.slice(0, NAMES_PER_OPTION).join(', ')}${more} (${prefix})`,
    };
  });
  return sortByText(options, (option) => option.label, language);
}
