import { useT } from './i18n';
import type { Variant } from './language';
import { LanguageSwitch } from './language-switch';
import './operator-app.css';

export interface OperatorAppProps {
  readonly variant: Variant;
  readonly reload: () => void;
}

/**
 * The operator console's first screen: a sign-in placeholder. Operators will sign in with their
 * bank account; the video identification console (queue, call, documents) comes in a later issue.
 */
export function OperatorApp({ variant, reload }: OperatorAppProps) {
  const t = useT();
  return (
    <div className="console">
      <header className="console__header">
        <div className="console__header-inner">
          <div className="console__brand">
            <svg className="console__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="7" className="console__mark-tile" />
              <path className="console__mark-glyph" d="M6 13 16 6l10 7v2H6z" />
              <path
                className="console__mark-glyph"
                d="M8 17h3v7H8zm6.5 0h3v7h-3zM21 17h3v7h-3zM6 25h20v2H6z"
              />
            </svg>
            <h1 className="console__title">{t('operator.title')}</h1>
          </div>
          <LanguageSwitch variant={variant} reload={reload} />
        </div>
      </header>
      <main className="console__main">
        <section className="sign-in-card" aria-labelledby="sign-in-heading">
          <svg
            className="sign-in-card__icon"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6" />
          </svg>
          <h2 id="sign-in-heading" className="sign-in-card__heading">
            {t('operator.signIn.heading')}
          </h2>
          <p className="sign-in-card__text">{t('operator.signIn.text')}</p>
          <p className="sign-in-card__note">{t('operator.signIn.later')}</p>
        </section>
      </main>
    </div>
  );
}
