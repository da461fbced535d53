import {
  DEFAULT_VARIANT,
  variantMessageValues,
  type Language,
  type VariantId,
} from '@onboarding/domain';
import { createTranslator, type Catalog } from '@onboarding/messages';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import sq from '@onboarding/messages/sq';
import { catalogForVariant } from '@onboarding/messages/variant-texts';
import type { I18n } from '../i18n/i18n-context';

const CATALOGUES: Record<Language, Catalog> = { sl, en, sq };

/**
 * A translator with the catalogue loaded synchronously, as the variant shows it (its figures
 * filled, decision 241); a missing key fails the test.
 */
export function testI18n(language: Language = 'en', variant: VariantId = DEFAULT_VARIANT): I18n {
  const values = variantMessageValues(variant, language);
  const catalog = catalogForVariant(CATALOGUES[language], variant, language, values);
  const t = createTranslator(catalog, language, {
    onMissing: (key) => console.error(`Missing message "${key}" in the ${language} catalogue`),
  });
  return { language, t };
}
