/**
 * Country variants of the portal (spec 1 section 1, DESIGN "Variants"). Language, phone prefix and
 * currency always come from here, never from literals in screens or routes.
 */
export const LANGUAGES = ['sl', 'en', 'sq'] as const;
export type Language = (typeof LANGUAGES)[number];

export const VARIANT_IDS = ['si', 'al'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

export interface Variant {
  readonly id: VariantId;
  /** ISO 3166-1 alpha-2 country of the bank. */
  readonly country: 'SI' | 'AL';
  /** National dialling prefix offered by default in phone fields. */
  readonly phonePrefix: string;
  /** Interface languages in the order the language switch shows them; the first is the default. */
  readonly languages: readonly Language[];
  readonly defaultLanguage: Language;
  /** ISO 4217 currency code. */
  readonly currency: string;
  /** IANA time zone of the bank's opening hours. */
  readonly timeZone: string;
}

export const VARIANTS: Readonly<Record<VariantId, Variant>> = {
  si: {
    id: 'si',
    country: 'SI',
    phonePrefix: '+386',
    languages: ['sl', 'en'],
    defaultLanguage: 'sl',
    currency: 'EUR',
    timeZone: 'Europe/Ljubljana',
  },
  al: {
    id: 'al',
    country: 'AL',
    phonePrefix: '+355',
    languages: ['sq', 'en'],
    defaultLanguage: 'sq',
    currency: 'ALL',
    timeZone: 'Europe/Tirane',
  },
};

export const DEFAULT_VARIANT: VariantId = 'si';

export function getVariant(id: VariantId): Variant {
  return VARIANTS[id];
}

/** The variant whose bank is in a country (ISO 3166-1 alpha-2), the default one for another. */
export function variantOfCountry(country: string): VariantId {
  return VARIANT_IDS.find((id) => VARIANTS[id].country === country) ?? DEFAULT_VARIANT;
}

export function isLanguageOf(variant: Variant, language: string): language is Language {
  return (variant.languages as readonly string[]).includes(language);
}
