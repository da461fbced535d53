import type { Language } from '@onboarding/domain';
import type { Translate } from '@onboarding/messages';
import { createContext, useContext, type ReactNode } from 'react';

/** The active language and its translator; fixed for the page load (a switch reloads the page). */
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

/** `const t = useT(); t('frame.skipToContent')`: keys are checked against the en catalogue. */
export function useT(): Translate {
  return useI18n().t;
}

export function useLanguage(): Language {
  return useI18n().language;
}
