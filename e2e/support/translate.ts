import { createTranslator, type Catalog, type Translate } from '@onboarding/messages';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import sq from '@onboarding/messages/sq';

export type { Translate };

const CATALOGS: Record<'sl' | 'en' | 'sq', Catalog> = { sl, en, sq };

/** The app's own texts in `language`, so a journey finds its controls in any language. */
export function translatorFor(language: 'sl' | 'en' | 'sq'): Translate {
  return createTranslator(CATALOGS[language], language);
}

export const ENGLISH = translatorFor('en');
