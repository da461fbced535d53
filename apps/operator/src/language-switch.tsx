import type { Language } from '@onboarding/domain';
import { useLanguage, useT } from './i18n';
import { storeLanguage, type Variant } from './language';

export interface LanguageSwitchProps {
  readonly variant: Variant;
  /** Reloads the page in the new language; tests pass a spy. */
  readonly reload: () => void;
}

/** Same control as the applicant app: the variant's languages as toggle buttons. */
export function LanguageSwitch({ variant, reload }: LanguageSwitchProps) {
  const t = useT();
  const activeLanguage = useLanguage();

  const choose = (language: Language) => {
    if (language === activeLanguage) return;
    storeLanguage(language);
    reload();
  };

  return (
    <div className="language-switch" role="group" aria-label={t('common.languageSwitch.label')}>
      {variant.languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__button"
          aria-pressed={language === activeLanguage}
          onClick={() => choose(language)}
        >
          {language.toUpperCase()}{' '}
          <span className="visually-hidden">{t(`common.languageNames.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
