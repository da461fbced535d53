import { PERSONAL_DATA_LOOKUP_TEXTS } from '@onboarding/messages/personal-data-lookups';
import { SI_ADMINISTRATIVE_UNITS } from '../../data/si-administrative-units';
import { SI_LARGE_EMPLOYERS } from '../../data/si-large-employers';
import { SUGGESTIONS_MAX, SEARCH_AUTOCOMPLETE_MIN_CHARS } from '../constants';
import { EMPLOYER_SECTORS } from '../employer-sectors';
import { sortByText } from '../format/collate';
import {
  ACCOUNT_PURPOSES,
  ALL_EMPLOYMENT_TYPES,
  EMPLOYMENT_INCOME_SOURCES,
  INCOME_SOURCES,
  ORIGINS_OF_FUNDS,
  POSITIONS_HELD,
} from '../kyc-profile';
import type { Language, VariantId } from '../variants';
import { countryOptions } from './countries';
import { EMPLOYMENT_TERMS, GENDERS, RESIDENT_STATUSES } from './enumerations';
import { postalCodesOf } from './postal-codes';

/*
 * The lookups of the personal data screen (spec 3 §7 lookup front-end API, getX/{language}): the
 * value sent back (code) and its name in the page's language. The domain keeps the codes; the
 * names of the coded lists are texts of the messages catalogue (section `personalDataLookups`,
 * key `personalDataLookups.<Lookup>.<CODE>`, decision 196), so an app translates them with its own
 * translator. Country names (ISO 3166, countries.ts), administrative units and postal places are
 * data and stay here.
 */

export interface LookupOption {
  readonly code: string;
  readonly name: string;
}

/** The lookups whose names are catalogue texts, with their codes in list order. */
export const TRANSLATED_LOOKUP_CODES = {
  Gender: GENDERS,
  ResidenceStatus: RESIDENT_STATUSES,
  EmployerStatus: ALL_EMPLOYMENT_TYPES,
  IncomeSource: INCOME_SOURCES,
  EmploymentIncomeSource: EMPLOYMENT_INCOME_SOURCES,
  OriginOfFunds: ORIGINS_OF_FUNDS,
  BusinessRelations: ACCOUNT_PURPOSES,
  EmployerBusiness: EMPLOYER_SECTORS,
  PositionHeld: POSITIONS_HELD,
  EmploymentTerm: EMPLOYMENT_TERMS,
} as const satisfies Readonly<Record<string, readonly string[]>>;
export type TranslatedLookupName = keyof typeof TRANSLATED_LOOKUP_CODES;

/** The lookups of spec 3 §7, by the X of getX/{language}, in the order the API lists them. */
export const LOOKUP_NAMES = [
  'Gender',
  'ResidenceStatus',
  'Nationality',
  'Country',
  'IssuingAuthority',
  'PostalCode',
  'EmployerStatus',
  'IncomeSource',
  'EmploymentIncomeSource',
  'OriginOfFunds',
  'BusinessRelations',
  'EmployerBusiness',
  'PositionHeld',
  'EmploymentTerm',
] as const;
export type LookupName = (typeof LOOKUP_NAMES)[number];

/** The catalogue section of the lookup names. */
export const LOOKUP_TEXT_SECTION = 'personalDataLookups';
export type LookupTextKey = `personalDataLookups.${string}`;

/** A translator of lookup keys (an app's translator, or the section's texts by default). */
export type LookupTranslate = (
  key: LookupTextKey,
  values?: Readonly<Record<string, string>>,
) => string;

function isTranslatedLookup(name: LookupName): name is TranslatedLookupName {
  return Object.hasOwn(TRANSLATED_LOOKUP_CODES, name);
}

/**
 * The catalogue key naming a code of a coded lookup. The residency of the Albanian variant is
 * Albania's (decision 159): its RESIDENT has a key of its own.
 */
export function lookupTextKey(
  name: TranslatedLookupName,
  code: string,
  variant: VariantId = 'si',
): LookupTextKey {
  const group =
    name === 'ResidenceStatus' && variant === 'al' && code === 'RESIDENT'
      ? 'ResidenceStatusAl'
      : name;
  return `${LOOKUP_TEXT_SECTION}.${group}.${code}`;
}

/** The key of an issuing authority's name ({{unit}}: the administrative unit). */
export const ADMINISTRATIVE_UNIT_KEY: LookupTextKey = `${LOOKUP_TEXT_SECTION}.administrativeUnit`;

/** The section's own texts as a translator (for callers without an app catalogue). */
function sectionTranslator(language: Language): LookupTranslate {
  const texts: unknown = PERSONAL_DATA_LOOKUP_TEXTS[language];
  return (key, values = {}) => {
    let node = texts;
    for (const part of key.split('.').slice(1)) {
      node = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined;
    }
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
  };
}

/**
 * A lookup in a language for a variant (the postal codes and the residency differ by variant).
 * `translate` names the coded lists: an app passes its catalogue's translator; without it the
 * texts of the `personalDataLookups` section are read directly.
 */
export function lookupOptions(
  name: LookupName,
  language: Language,
  variant: VariantId = 'si',
  translate: LookupTranslate = sectionTranslator(language),
): LookupOption[] {
  if (isTranslatedLookup(name)) {
    const codes: readonly string[] = TRANSLATED_LOOKUP_CODES[name];
    return codes.map((code) => ({ code, name: translate(lookupTextKey(name, code, variant)) }));
  }
  switch (name) {
    case 'Nationality':
    case 'Country':
      return countryOptions(language);
    case 'IssuingAuthority':
      // By the unit's place in the reader's alphabet (decision 239).
      return sortByText(SI_ADMINISTRATIVE_UNITS, (unit) => unit, language).map((unit) => ({
        code: unit,
        name: translate(ADMINISTRATIVE_UNIT_KEY, { unit }),
      }));
    case 'PostalCode':
      // Place names are proper names in every language; the list is the variant's country's.
      return postalCodesOf(variant).map((postal) => ({ code: postal.code, name: postal.place }));
  }
}

/** Each lookup as a function of the language (and variant), named from the section's texts. */
export const LOOKUPS = Object.fromEntries(
  LOOKUP_NAMES.map((name) => [
    name,
    (language: Language, variant: VariantId = 'si') => lookupOptions(name, language, variant),
  ]),
) as Readonly<Record<LookupName, (language: Language, variant?: VariantId) => LookupOption[]>>;

export function isLookupName(name: string): name is LookupName {
  return (LOOKUP_NAMES as readonly string[]).includes(name);
}

/**
 * spec 3 external/info/employers-suggestion?query: employers whose name contains the query
 * (case and accent insensitive), from 3 characters on, at most 5 (spec 3 §9).
 */
export function suggestEmployers(query: string): string[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const needle = fold(query.trim());
  if (needle.length < SEARCH_AUTOCOMPLETE_MIN_CHARS) return [];
  // Slovenian company names, in the Slovenian alphabet (decision 239).
  const found = SI_LARGE_EMPLOYERS.filter((name) => fold(name).includes(needle));
  return sortByText(found, (name) => name, 'sl').slice(0, SUGGESTIONS_MAX);
}
