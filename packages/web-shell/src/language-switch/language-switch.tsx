import type { Language } from '@onboarding/domain';
import { useLanguage, useT } from '../i18n/i18n-context';
import { storeLanguage } from '../i18n/language-storage';
import { reloadWithoutLanguageQuery } from '../i18n/reload-page';
import { useVariant } from '../variant/variant-context';
import '../styles/segmented.css';
import './language-switch.css';

export interface LanguageSwitchProps {
  /** Persists the choice; tests pass a spy. */
  readonly onStore?: (language: Language) => void;
  /** Reloads the page in the new language; tests pass a spy instead of reloading jsdom. */
  readonly reload?: () => void;
}

/**
 * The variant's languages as a group of toggle buttons (SL/EN or SQ/EN). Choosing another one
 * stores it and reloads the page (spec 1 §2), which then loads only that language's catalogue.
 */
export function LanguageSwitch({
  onStore = storeLanguage,
  reload = reloadWithoutLanguageQuery,
}: LanguageSwitchProps) {
  const t = useT();
  const activeLanguage = useLanguage();
  const variant = useVariant();

  const choose = (language: Language) => {
    if (language === activeLanguage) return;
    onStore(language);
    reload();
  };

  return (
    <div
      className="segmented language-switch"
      role="group"
      aria-label={t('common.languageSwitch.label')}
    >
      {variant.languages.map((language) => {
        const isActive = language === activeLanguage;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            className="segmented__button language-switch__button"
            aria-pressed={isActive}
            onClick={() => choose(language)}
          >
            {/* Visible code first so the accessible name contains the visible label (WCAG 2.5.3). */}
            {language.toUpperCase()}{' '}
            <span className="visually-hidden">{t(`common.languageNames.${language}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
