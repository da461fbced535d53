import type { Language } from '@onboarding/domain';
import {
  createTranslator,
  loadCatalog,
  type Translate,
  type TranslatorOptions,
} from '@onboarding/messages';
import { createContext, useContext, type ReactNode } from 'react';

/*
 * The console's translation context over the shared translator of packages/messages (decision
 * 034). The applicant app has its own copy of these few lines (an app never imports another app).
 */

export interface I18n {
  readonly language: Language;
  readonly t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT and useLanguage must be used inside an I18nProvider');
  return i18n;
}

export function useT(): Translate {
  return useI18n().t;
}

export function useLanguage(): Language {
  return useI18n().language;
}

const warnMissingMessage: TranslatorOptions['onMissing'] = import.meta.env.DEV
  ? (key, language) => console.warn(`Missing message "${key}" in the ${language} catalogue`)
  : undefined;

/** Loads only the active catalogue (its own chunk); the page reloads on a language change. */
export async function loadI18n(
  language: Language,
  onMissing: TranslatorOptions['onMissing'] = warnMissingMessage,
): Promise<I18n> {
  const catalog = await loadCatalog(language);
  return { language, t: createTranslator(catalog, language, { onMissing }) };
}
