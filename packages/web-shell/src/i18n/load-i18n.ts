import {
  DEFAULT_VARIANT,
  variantMessageValues,
  type Language,
  type VariantId,
} from '@onboarding/domain';
import {
  createTranslator,
  loadCatalog,
  loadVariantTexts,
  withVariantTexts,
  type TranslatorOptions,
} from '@onboarding/messages';
import type { I18n } from './i18n-context';

const reported = new Set<string>();

/**
 * A text the catalogue does not have: the key is shown instead, and the console says so, once per
 * key. In production it is an error, which the browser journeys fail on: a page that shows a key
 * did not bring its catalogue section (decision 217) or uses a key no catalogue has.
 */
export const reportMissingMessage: NonNullable<TranslatorOptions['onMissing']> = (
  key,
  language,
) => {
  const message = `Missing message "${key}" in the ${language} catalogue`;
  if (import.meta.env.DEV) {
    console.warn(message);
  } else if (!reported.has(`${language}:${key}`)) {
    reported.add(`${language}:${key}`);
    console.error(message);
  }
};

/**
 * Loads only the active language's catalogue (its own chunk) and makes its translator. The page
 * reloads when the language changes (spec 1 §2), so no second catalogue is ever fetched.
 * `loadCatalog` accepts the catalogue languages, so a domain language without a catalogue is a type
 * error here.
 */
export async function loadI18n(
  language: Language,
  variant: VariantId = DEFAULT_VARIANT,
  onMissing: TranslatorOptions['onMissing'] = reportMissingMessage,
): Promise<I18n> {
  // The variant's own country and figures in the texts that name them (decisions 159, 241); its
  // texts are their own chunk, fetched only in a variant that has some (decision 255).
  const [whole, variantTexts] = await Promise.all([
    loadCatalog(language),
    loadVariantTexts(variant, language),
  ]);
  const catalog = withVariantTexts(whole, variantTexts, variantMessageValues(variant, language));
  return { language, t: createTranslator(catalog, language, { onMissing }) };
}
