import type { Language } from '@onboarding/domain';
import { loadCatalog, type Messages } from '@onboarding/messages';
import { createInstance, type i18n as I18n } from 'i18next';

/**
 * An i18next instance holding one language only. The page reloads when the language changes
 * (spec 1 §2), so there is never a second catalogue to fetch at run time.
 */
export function initI18n(language: Language, catalog: Messages): I18n {
  const instance = createInstance();
  // With the resources given and initAsync off, init finishes synchronously.
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: catalog } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return instance;
}

/**
 * Loads only the active language's catalogue (its own chunk). `loadCatalog` accepts the catalogue
 * languages, so a domain language without a catalogue is a type error here.
 */
export async function createI18n(language: Language): Promise<I18n> {
  return initI18n(language, await loadCatalog(language));
}
