import { DEFAULT_VARIANT, type Language, type VariantId } from '@onboarding/domain';
import {
  catalogForVariant,
  createTranslator,
  loadCatalog,
  type TranslatorOptions,
} from '@onboarding/messages';
import type { I18n } from './i18n-context';

/** In development a missing text shows up in the console; in production the key is shown. */
export const warnMissingMessage: TranslatorOptions['onMissing'] = import.meta.env.DEV
  ? (key, language) => console.warn(`Missing message "${key}" in the ${language} catalogue`)
  : undefined;

/**
 * Loads only the active language's catalogue (its own chunk) and makes its translator. The page
 * reloads when the language changes (spec 1 §2), so no second catalogue is ever fetched.
 * `loadCatalog` accepts the catalogue languages, so a domain language without a catalogue is a type
 * error here.
 */
export async function loadI18n(
  language: Language,
  variant: VariantId = DEFAULT_VARIANT,
  onMissing: TranslatorOptions['onMissing'] = warnMissingMessage,
): Promise<I18n> {
  // The variant's own country in the texts that name it (decision 159).
  const catalog = catalogForVariant(await loadCatalog(language), variant, language);
  return { language, t: createTranslator(catalog, language, { onMissing }) };
}
