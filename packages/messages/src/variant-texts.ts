import type { Messages } from './en';
import type { CatalogOf, MessageValues } from './translator';
import { withVariantTexts, type VariantTextsByLanguage } from './variant-patch';
import { ALBANIAN_TEXTS } from './variant-texts-al';

/*
 * Texts that name the bank's own country. The catalogues are written for the Slovenian variant;
 * a variant whose country differs replaces those texts, per language it offers (decision 159).
 * Here every variant's texts at once, for the server and the tests; a browser app loads only its
 * own variant's (loadVariantTexts in variant-patch.ts, decision 255).
 */

/** Per variant id, per language: what replaces the Slovenian variant's texts. */
export const VARIANT_TEXTS: Readonly<Record<string, VariantTextsByLanguage>> = {
  al: ALBANIAN_TEXTS,
};

/**
 * The catalogue of `language` as the variant shows it (its own country's texts put in); for a part
 * of a catalogue, the texts of the sections it holds. `values` fills, by message key, the figures
 * a text takes from the variant (its currency, its amount bands: `variantMessageValues` of the
 * domain, decision 241).
 */
export function catalogForVariant<C extends Partial<CatalogOf<Messages>>>(
  catalog: C,
  variant: string,
  language: string,
  values: Readonly<Record<string, MessageValues | undefined>> = {},
): C {
  return withVariantTexts(catalog, VARIANT_TEXTS[variant]?.[language], values);
}
