import type { Language, VariantId } from '@onboarding/domain';
import type { I18n } from './i18n-context';
import { readStoredLanguage, storeLanguage } from './language-storage';
import { readLanguageQuery, resolveLanguage } from './resolve-language';
import { readVariant, type Variant } from '../variant/read-variant';

/**
 * How an app loads its texts before the first render: the whole catalogue (loadI18n, the operator
 * console) or its core, the rest arriving with the pages (loadCoreI18n, the applicant app,
 * decision 217). Passed in, so that an app's bundle holds only the loader it uses.
 */
export type LoadI18n = (language: Language, variant: VariantId) => Promise<I18n>;

/**
 * What both apps do before their first render: read the variant, resolve the language (query >
 * stored choice > variant default, decision 032), keep a language that came with a link, load
 * only that catalogue and set `<html lang>`.
 */
export async function startLanguage(
  loadI18n: LoadI18n,
  doc: Document = document,
  location: Pick<Location, 'search' | 'hash'> = window.location,
): Promise<{ variant: Variant; i18n: I18n }> {
  const variant = readVariant(doc);
  const query = readLanguageQuery(location);
  const language = resolveLanguage(variant, { query, stored: readStoredLanguage() });
  // A language that came with a link stays chosen for the rest of the visit and later visits.
  if (language === query) storeLanguage(language);
  const i18n = await loadI18n(language, variant.id);
  doc.documentElement.lang = language;
  return { variant, i18n };
}
