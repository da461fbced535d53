import type { Language } from '@onboarding/domain';
import { createTranslator, type Catalog } from '@onboarding/messages';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import sq from '@onboarding/messages/sq';
import type { I18n } from '../i18n/i18n-context';

const CATALOGUES: Record<Language, Catalog> = { sl, en, sq };

/** A translator with the catalogue loaded synchronously; a missing key fails the test. */
export function testI18n(language: Language = 'en'): I18n {
  const t = createTranslator(CATALOGUES[language], language, {
    onMissing: (key) => console.error(`Missing message "${key}" in the ${language} catalogue`),
  });
  return { language, t };
}
